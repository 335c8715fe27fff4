// plylab-cadical-inc: one CaDiCaL solver (Debian's libcadical-dev, the
// library of the cadical program) kept alive across calls, for the Hex SAT
// census (plylab hex census --method sat --solver cadical-inc; the Go side
// is engine/hex/hexsat/solver_inc.go). Not meant to be run by hand.
//
// Protocol, on stdin: DIMACS literals separated by white space, each clause
// ended by 0, added as they come; the word "s" solves the clauses added so
// far. Each solve answers on stdout with CaDiCaL's statistics as "c" lines
// (among them "c conflicts: N", cumulative, when there were any), then
// "s SATISFIABLE" and one line "v l1 l2 ... 0" giving every variable seen so
// far, or "s UNSATISFIABLE", or "s UNKNOWN". Learned clauses are kept
// between calls. End of input ends the program; a token that is neither a
// literal nor "s" is an error (exit 1). On Linux the driver is killed when
// plylab dies, so that a stopped census leaves no solve running.
//
// Build: g++ -O2 -o bin/plylab-cadical-inc main.cpp -lcadical (make sat-solver).
#include <cadical.hpp>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#ifdef __linux__
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

int main() {
#ifdef __linux__
  // The signal comes when the thread that started the driver ends, which
  // in plylab (no locked OS threads) is when plylab ends.
  const pid_t parent = getppid();
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) {
    std::perror("plylab-cadical-inc: prctl");
    return 1;
  }
  if (getppid() != parent) return 1;  // plylab died before the prctl
#endif
  std::ios::sync_with_stdio(false);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  long maxVar = 0;
  std::string tok;
  while (std::cin >> tok) {
    if (tok == "s") {
      int verdict = solver.solve();
      solver.set("quiet", 0);
      solver.statistics();
      solver.set("quiet", 1);
      std::string out;
      if (verdict == 10) {
        out = "s SATISFIABLE\nv";
        for (long v = 1; v <= maxVar; v++) {
          out += ' ';
          out += std::to_string(solver.val(static_cast<int>(v)) > 0 ? v : -v);
        }
        out += " 0\n";
      } else if (verdict == 20) {
        out = "s UNSATISFIABLE\n";
      } else {
        out = "s UNKNOWN\n";
      }
      std::fflush(stdout);
      std::cout << out << std::flush;
      continue;
    }
    char *end = nullptr;
    errno = 0;
    long lit = std::strtol(tok.c_str(), &end, 10);
    if (errno != 0 || *end != '\0' || lit > 2147483647L || lit < -2147483647L) {
      std::cerr << "plylab-cadical-inc: not a literal: " << tok << "\n";
      return 1;
    }
    long var = lit < 0 ? -lit : lit;
    if (var > maxVar) maxVar = var;
    solver.add(static_cast<int>(lit));
  }
  return 0;
}
