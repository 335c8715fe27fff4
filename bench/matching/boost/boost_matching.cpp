// boost_matching: the Boost Graph Library baseline of plylab's matching
// benchmark (bench/matching). It reads the first instance of a plylab
// JSON Lines file ("n" and "edges"; the other fields are ignored), runs
// boost::edmonds_maximum_cardinality_matching, then one more search of
// Boost's augmenting path finder from the maximum matching, whose vertex
// states are the Gallai-Edmonds classes (even = D, odd = A, unreached = C;
// this is what Boost's own maximum_cardinality_matching_verifier does).
//
// It prints one line of JSON: n, m, the matching size, |D|, |A|, |C|, and
// the CPU milliseconds (CLOCK_PROCESS_CPUTIME_ID) of the matching alone and
// of matching plus decomposition, the median of [repeats] runs (default 1).
//
// Build: g++ -O2 -o boost_matching boost_matching.cpp  (libboost-graph-dev)
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

typedef boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS> Graph;
typedef boost::graph_traits<Graph>::vertex_descriptor Vertex;

static double cpu_ms() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

static void die(const char* file, const char* why) {
    std::fprintf(stderr, "%s:1: %s\n", file, why);
    std::exit(2);
}

// Reads the integer after "key": in line.
static long field(const std::string& line, const char* key, const char* file) {
    std::string k = std::string("\"") + key + "\"";
    size_t i = line.find(k);
    if (i == std::string::npos) die(file, "no \"n\" field");
    i = line.find(':', i);
    return std::strtol(line.c_str() + i + 1, nullptr, 10);
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: boost_matching FILE.jsonl [repeats]\n");
        return 2;
    }
    const char* file = argv[1];
    int repeats = argc > 2 ? std::atoi(argv[2]) : 1;
    if (repeats < 1) repeats = 1;
    std::ifstream in(file);
    std::string line;
    if (!std::getline(in, line)) die(file, "empty file");
    long n = field(line, "n", file);
    size_t e = line.find("\"edges\"");
    if (e == std::string::npos) die(file, "no \"edges\" field");
    e = line.find('[', e);
    std::vector<std::pair<long, long>> edges;
    const char* p = line.c_str() + e + 1;
    for (;;) {
        while (*p == ' ' || *p == ',') p++;
        if (*p == ']') break;
        if (*p != '[') die(file, "edges: want [a,b]");
        char* q;
        long a = std::strtol(p + 1, &q, 10);
        while (*q == ' ' || *q == ',') q++;
        long b = std::strtol(q, &q, 10);
        while (*q == ' ') q++;
        if (*q != ']' || a < 0 || b < 0 || a >= n || b >= n) die(file, "edges: bad pair");
        edges.push_back({a, b});
        p = q + 1;
    }
    Graph g(n);
    for (auto& x : edges) boost::add_edge(x.first, x.second, g);

    std::vector<double> tm, tg;
    long size = 0, nd = 0, na = 0, nc = 0;
    for (int r = 0; r < repeats; r++) {
        std::vector<Vertex> mate(n);
        double t0 = cpu_ms();
        boost::edmonds_maximum_cardinality_matching(g, &mate[0]);
        double t1 = cpu_ms();
        boost::edmonds_augmenting_path_finder<Graph, Vertex*,
            boost::property_map<Graph, boost::vertex_index_t>::type>
            augmentor(g, &mate[0], get(boost::vertex_index, g));
        if (augmentor.augment_matching()) die(file, "Boost's matching is not maximum");
        std::vector<int> state(n);
        augmentor.get_vertex_state_map(&state[0]);
        double t2 = cpu_ms();
        tm.push_back(t1 - t0);
        tg.push_back(t2 - t0);
        size = boost::matching_size(g, &mate[0]);
        nd = na = nc = 0;
        for (long v = 0; v < n; v++) {
            if (state[v] == boost::graph::detail::V_EVEN) nd++;
            else if (state[v] == boost::graph::detail::V_ODD) na++;
            else nc++;
        }
    }
    std::printf("{\"n\": %ld, \"m\": %zu, \"matching\": %ld, \"d\": %ld, \"a\": %ld, \"c\": %ld, "
                "\"matching_ms\": %.3f, \"gallai_edmonds_ms\": %.3f}\n",
                n, edges.size(), size, nd, na, nc, median(tm), median(tg));
    return 0;
}
