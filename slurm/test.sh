#!/bin/bash
# make test-slurm: the shipped Slurm scripts against a real Slurm.
#
# Starts munged, slurmctld and slurmd as a one-node cluster on localhost
# from a configuration generated in a temporary folder (installing Debian's
# slurm-wlm and munge first when missing), then for each of
#   transversal verify --n 6                       (4 tasks)
#   hex check --rule cross --n 9 --method walk     (4 tasks)
#   graph check --exhaustive ...                   (3 tasks)
# submits slurm/submit's array and merge jobs, waits for them, and compares
# the merged JSON with the single run's on every result field (all but
# "seconds"); splits the handicap-one Snaky game (mb search --method pn
# --height 12 --beam 5) over 4 tasks and checks that the merge job's
# certificate reconstructs with a final card of height at most 12; checks that submit routes per-task resources to the array
# only (--dry-run), and reruns one deleted part with submit --tasks 2
# (the merge must be exact again). Then the requeue test: transversal verify --n 6 --all-choices
# in 4 tasks with a checkpoint every second; once task 1 has written a
# checkpoint it is requeued while running (scontrol requeue: Slurm kills it
# and queues it again, as a preemption does); the test checks that the task
# ran twice, that its second attempt resumed from the checkpoint, and that
# the merge still equals the single run. Every wait has a timeout; every
# daemon started here is stopped by its PID on any exit; the temporary
# folder is removed after a pass (kept after a failure, or when
# PLYLAB_SLURM_KEEP is set, with the jobs' logs and results).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
PLYLAB=${PLYLAB:-$repo/bin/plylab}
TIMEOUT=${PLYLAB_SLURM_TIMEOUT:-300} # seconds for each wait

say() { printf 'test-slurm: [%3ds] %s\n' "$SECONDS" "$*"; }
fail() { echo "test-slurm: FAIL: $*" >&2; exit 1; }

# --- Slurm and munge --------------------------------------------------------
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
	if [ "$(id -u)" -ne 0 ]; then
		fail "slurm-wlm and munge are missing; as root: apt-get install -y slurm-wlm munge"
	fi
	say "installing slurm-wlm and munge"
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -q >/dev/null
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends slurm-wlm munge >/dev/null
fi
[ -x "$PLYLAB" ] || fail "$PLYLAB: build it first (make build)"

tmp=$(mktemp -d /tmp/plylab-slurm.XXXXXX)
pids=()
cleanup() {
	status=$?
	set +e
	# Stop the daemons this script started, newest first, by PID.
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
		kill "${pids[i]}" 2>/dev/null
	done
	for p in "${pids[@]}"; do
		for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
		kill -9 "$p" 2>/dev/null
		wait "$p" 2>/dev/null
	done
	if [ $status -ne 0 ] || [ -n "${PLYLAB_SLURM_KEEP:-}" ]; then
		echo "test-slurm: logs in $tmp:" >&2
		for f in "$tmp"/slurmctld.log "$tmp"/slurmd.log "$tmp"/runs/*/logs/*.log; do
			[ -f "$f" ] && { echo "--- $f" >&2; tail -n 30 "$f" >&2; }
		done
		echo "test-slurm: keeping $tmp (the daemons are stopped)" >&2
	else
		rm -rf "$tmp"
	fi
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

host=$(hostname -s)
port=$((20000 + ($$ % 5000) * 2))
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/runs" "$tmp/munge"
chmod 711 "$tmp/munge"

# munged with its own key and socket in the temporary folder.
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge/munge.key"
munged --foreground --force --key-file="$tmp/munge/munge.key" --socket="$tmp/munge/munge.socket" \
	--pid-file="$tmp/munge/munged.pid" --log-file="$tmp/munge/munged.log" --seed-file="$tmp/munge/munged.seed" \
	>>"$tmp/munge/munged.out" 2>&1 &
pids+=($!)

cat >"$tmp/slurm.conf" <<CONF
ClusterName=plylabtest
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$tmp/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
JobRequeue=1
MinJobAge=3600
KillWait=5
InactiveLimit=0
SchedulerParameters=sched_interval=1,sched_min_interval=100000
NodeName=$host NodeAddr=127.0.0.1 CPUs=2 RealMemory=2000 State=UNKNOWN
PartitionName=plylab Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$tmp/slurm.conf"

for _ in $(seq 50); do [ -S "$tmp/munge/munge.socket" ] && break; sleep 0.1; done
[ -S "$tmp/munge/munge.socket" ] || fail "munged did not start"
slurmctld -D -i -f "$SLURM_CONF" >>"$tmp/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" -N "$host" >>"$tmp/slurmd.out" 2>&1 &
pids+=($!)

# wait_for SECONDS DESCRIPTION COMMAND...: poll until COMMAND succeeds.
wait_for() {
	local limit=$1 what=$2
	shift 2
	local t0=$SECONDS
	until "$@"; do
		[ $((SECONDS - t0)) -lt "$limit" ] || fail "timed out after ${limit}s waiting for $what"
		sleep 0.2
	done
}
node_idle() { sinfo -h -N -o '%T' 2>/dev/null | grep -qx 'idle'; }
wait_for 60 "the node to come up idle" node_idle
say "one-node cluster up: $(sinfo -h -o '%P %D %c %T')"

# job_state JOB: the state of a job (or of every task of an array, one a line).
job_state() { scontrol -o show job "$1" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p'; }
# finished JOB: every task of JOB has left the queue's active states.
finished() { ! job_state "$1" | grep -qE '^(PENDING|RUNNING|CONFIGURING|COMPLETING|REQUEUED|SUSPENDED|RESIZING)$'; }

# result_fields FILE: the JSON object without "seconds", keys sorted.
result_fields() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d.pop("seconds",None); print(json.dumps(d,sort_keys=True))' "$1"; }

# run_case NAME SHARDS ARGS...: single run, then the shipped scripts, then compare.
run_case() {
	local name=$1 shards=$2
	shift 2
	local dir="$tmp/runs/$name"
	say "$name: single run: plylab $*"
	"$PLYLAB" "$@" --json --quiet >"$tmp/$name.single.json"
	slurm/submit --shards "$shards" --out "$dir" --plylab "$PLYLAB" --cpus-per-task=1 --time=10 -- "$@" | sed 's/^/  /'
	local merge_job
	merge_job=$(cat "$dir/merge.job")
	squeue -o '%.8i %.14j %.9T %.6M %R' | sed 's/^/  /' || true
	wait_for "$TIMEOUT" "$name: array and merge jobs" finished "$merge_job"
	[ "$(job_state "$merge_job")" = COMPLETED ] || fail "$name: merge job $merge_job ended $(job_state "$merge_job")"
	job_state "$(cat "$dir/array.jobs")" | grep -vqx COMPLETED && fail "$name: array tasks ended $(job_state "$(cat "$dir/array.jobs")" | sort | uniq -c | tr '\n' ' ')"
	[ -s "$dir/merged.json" ] || fail "$name: no merged.json"
	if [ "$(result_fields "$dir/merged.json")" != "$(result_fields "$tmp/$name.single.json")" ]; then
		echo "merged:      $(result_fields "$dir/merged.json")" >&2
		echo "single run:  $(result_fields "$tmp/$name.single.json")" >&2
		fail "$name: merged answer differs from the single run"
	fi
	say "$name: $shards shards merged by the merge job = the single run ($(result_fields "$dir/merged.json" | wc -c) bytes of result fields)"
}

run_case verify6 4 transversal verify --n 6

# submit routes per-task resources to the array job only.
dry=$(slurm/submit --shards 2 --out "$tmp/dry" --plylab "$PLYLAB" --dry-run --time=5 --cpus-per-task=2 -- transversal verify --n 4)
grep -q -- '--array=0-1 .*--time=5 --cpus-per-task=2 .*array.sbatch' <<<"$dry" || fail "dry run, array job: $dry"
grep -q -- '--dependency=afterok:ARRAY_JOB .*--time=5 .*merge.sbatch' <<<"$dry" || fail "dry run, merge job: $dry"
grep 'merge.sbatch' <<<"$dry" | grep -q -- '--cpus-per-task' && fail "dry run: --cpus-per-task reached the merge job: $dry"
[ ! -e "$tmp/dry" ] || fail "dry run created $tmp/dry"

# A lost part: rerun task 2 alone into the same run folder (submit --tasks);
# it finds its finished checkpoint, writes the part again, and the new merge
# job's answer is the single run's again.
dir="$tmp/runs/verify6"
rm -f "$dir/parts/part-2.json" "$dir/merged.json"
slurm/submit --shards 4 --out "$dir" --tasks 2 --plylab "$PLYLAB" --cpus-per-task=1 --time=10 -- transversal verify --n 6 | sed 's/^/  /'
merge_job=$(cat "$dir/merge.job")
wait_for "$TIMEOUT" "verify6 rerun of task 2 and its merge" finished "$merge_job"
[ "$(job_state "$merge_job")" = COMPLETED ] || fail "verify6 rerun: merge job ended $(job_state "$merge_job")"
[ "$(result_fields "$dir/merged.json")" = "$(result_fields "$tmp/verify6.single.json")" ] || fail "verify6: merge after rerunning task 2 differs from the single run"
grep -q "resuming from .*shard-2.ckpt" "$dir/logs/task-2.log" || fail "verify6: rerun task 2 did not resume from its checkpoint"
say "verify6: part 2 deleted, task 2 rerun with submit --tasks 2 (resumed from its finished checkpoint), merge = the single run"
run_case hexwalk 4 hex check --rule cross --n 9 --method walk
run_case graph 3 graph check --exhaustive --max-n 5 --random 3 --random-max-n 7 --checks matching,cops-and-robber,dag-token-sum,edge-geography

# The handicap-one Snaky game split at the root over 4 tasks: each proves the
# pass child of the first pivot and its share of the replies; the merge job
# assembles the certificate, which must reconstruct for the start where
# Maker owns (0,0), with a final card of height at most 12 (the kept single
# run's snaky-handicap1-pn-21.txt has height 12).
name=handicap1
dir="$tmp/runs/$name"
cert="$tmp/$name.txt"
args=(mb search --shape snaky --maker 0,0 --method pn --height 12 --beam 5 --out "$cert")
say "$name: plylab ${args[*]} in 4 shards"
slurm/submit --shards 4 --out "$dir" --plylab "$PLYLAB" --cpus-per-task=1 --time=10 -- "${args[@]}" | sed 's/^/  /'
merge_job=$(cat "$dir/merge.job")
wait_for "$TIMEOUT" "$name: array and merge jobs" finished "$merge_job"
[ "$(job_state "$merge_job")" = COMPLETED ] || fail "$name: merge job ended $(job_state "$merge_job")"
job_state "$(cat "$dir/array.jobs")" | grep -vqx COMPLETED && fail "$name: array tasks ended $(job_state "$(cat "$dir/array.jobs")" | sort | uniq -c | tr '\n' ' ')"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d["found"] and d["height"] <= 12 and d["shards"] == 4 else 1)' "$dir/merged.json" ||
	fail "$name: merged answer: $(cat "$dir/merged.json")"
"$PLYLAB" mb reconstruct --dialect 21 --shape snaky --maker 0,0 "$cert" --json >"$tmp/$name.recon.json" || fail "$name: the merged certificate does not reconstruct"
h=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["final"]["height"])' "$tmp/$name.recon.json")
[ "$h" -le 12 ] || fail "$name: final card of height $h, above 12"
say "$name: 4 shards merged by the merge job into $(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("%d cards at pivot (%d,%d), %d positions over the shards" % (d["cards"], d["pivot"][0], d["pivot"][1], d["nodes"]))' "$dir/merged.json"); reconstructs: $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["certifies"])' "$tmp/$name.recon.json")"

# The merge refuses an incomplete or duplicated set by name.
parts="$tmp/runs/verify6/parts"
if out=$("$PLYLAB" merge "$parts/part-0.json" "$parts/part-1.json" "$parts/part-3.json" 2>&1); then fail "merge of 3 of 4 shards succeeded"; fi
echo "$out" | grep -q "shard 2/4 missing" || fail "merge without shard 2: $out"
if out=$("$PLYLAB" merge "$parts"/part-*.json "$parts/part-2.json" 2>&1); then fail "merge with a shard twice succeeded"; fi
echo "$out" | grep -q "shard 2/4 given twice" || fail "merge with shard 2 twice: $out"
say "merge refuses a missing shard (shard 2/4 missing) and a duplicated one (shard 2/4 given twice)"

# --- Requeue mid-run: the task resumes from its checkpoint -----------------
# transversal verify --n 6 --all-choices: 992 million nodes, 12 times the
# canonical n = 6, so each of 4 single-CPU tasks runs for about 10 s (more
# on a busy machine) while the canonical run's tasks take about one;
# PLYLAB_CHECKPOINT_EVERY=1s makes it save a checkpoint every second, so the
# task is requeued with some work items done and many left (the test fails
# if its first attempt finished before the requeue stopped it).
name=requeue
args=(transversal verify --n 6 --all-choices)
dir="$tmp/runs/$name"
say "$name: single run: plylab ${args[*]}"
"$PLYLAB" "${args[@]}" --json --quiet >"$tmp/$name.single.json"
PLYLAB_CHECKPOINT_EVERY=1s slurm/submit --shards 4 --out "$dir" --plylab "$PLYLAB" --cpus-per-task=1 --time=10 -- "${args[@]}" | sed 's/^/  /'
array_job=$(cat "$dir/array.jobs")
merge_job=$(cat "$dir/merge.job")
victim="${array_job}_1"
ckpt="$dir/checkpoints/shard-1.ckpt"
running_with_checkpoint() { [ "$(job_state "$victim")" = RUNNING ] && [ -s "$ckpt" ]; }
wait_for "$TIMEOUT" "task 1 to run and write a checkpoint" running_with_checkpoint
done_before=$(python3 -c 'import json,sys; print(sum(json.load(open(sys.argv[1]))["state"]["done"]))' "$ckpt")
scontrol requeue "$victim"
say "$name: requeued task 1 while running, its checkpoint holding $done_before finished work items"
# Slurm holds a requeued job back (Reason=BeginTime, about two minutes):
# let it start again as soon as a CPU is free.
requeued_pending() { [ "$(job_state "$victim")" = PENDING ]; }
wait_for 60 "task 1 to be pending again" requeued_pending
scontrol update JobId="$victim" StartTime=now
wait_for "$TIMEOUT" "$name: array and merge jobs" finished "$merge_job"
[ "$(job_state "$merge_job")" = COMPLETED ] || fail "$name: merge job ended $(job_state "$merge_job")"
log="$dir/logs/task-1.log"
attempts=$(grep -c '^plylab task 1 of job' "$log" || true)
[ "$attempts" -ge 2 ] || fail "$name: task 1 ran $attempts time(s), not requeued"
# Only the last attempt may have finished: the first was stopped mid-run.
finishes=$(grep -c '^plylab task 1: exit status' "$log" || true)
[ "$finishes" -eq 1 ] || fail "$name: task 1 finished $finishes times: the requeue did not stop it mid-run"
grep -q 'DUE TO JOB REQUEUE' "$log" || fail "$name: task 1's log does not show Slurm stopping it for the requeue"
grep -q 'resuming from .*shard-1.ckpt: [1-9][0-9]* work items done' "$log" || fail "$name: task 1 did not resume from its checkpoint"
if [ "$(result_fields "$dir/merged.json")" != "$(result_fields "$tmp/$name.single.json")" ]; then
	echo "merged:      $(result_fields "$dir/merged.json")" >&2
	echo "single run:  $(result_fields "$tmp/$name.single.json")" >&2
	fail "$name: merged answer after the requeue differs from the single run"
fi
say "$name: task 1 ran $attempts times, resumed ($(grep -o 'resuming from .*' "$log" | head -1 | sed "s|$dir/||")), merge = the single run"
say "all passed"
