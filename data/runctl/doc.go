// Package runctl holds what every long run shares (DESIGN.md, "Long runs"):
// splitting work into shards (--shard i/N, or --shard auto inside a Slurm job
// array or a Kubernetes indexed job: ShardFromEnv), checkpoint files that survive a
// kill and resume the run, and a progress meter that prints a rate line on
// stderr. Engine packages stay independent of it: they take plain callbacks,
// and the command layer connects those callbacks to a Meter.
package runctl
