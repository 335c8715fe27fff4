#!/bin/sh
# Certificates for the Harary rows where our exact solve differs from the
# published table (data/paper/positional.csv): 'plylab game cert' writes the
# winner's strategy (for a Breaker win, Breaker's), 'plylab game check'
# replays it with the rules alone. The certificates are not kept (some are
# hundreds of MB); each check leaves one JSON line with the certificate's
# SHA-256, so a rerun can be compared byte for byte (same command, same bytes).
# Usage: sh data/runs/positional-harary-certs.sh ID... >> data/runs/positional-harary-certs.jsonl
# IDs: mb-i4-6 mb-l5-6 mb-y5-6 mb-n5-5 strong-i4-7 strong-y5-6 strong-n5-5
#      mb-i4-5 mb-l5-5 mb-y5-5
# Environment: PLYLAB (default plylab), CAP (seconds per cert, default 1500),
# DIR (scratch directory for instances and certificates, default .),
# UNTIL (epoch seconds: start no certificate after it).
set -e
P=${PLYLAB:-plylab}
CAP=${CAP:-1500}
DIR=${DIR:-.}
for id in "$@"; do
	if [ -n "$UNTIL" ] && [ "$(date +%s)" -ge "$UNTIL" ]; then
		echo "skipped $id: past UNTIL" >&2
		continue
	fi
	rule=${id%%-*}
	rest=${id#*-}
	shape=${rest%-*}
	n=${rest#*-}
	case $rule in
	mb) r=maker-breaker ;;
	strong) r=strong ;;
	*) echo "bad id $id" >&2; exit 2 ;;
	esac
	inst=$DIR/harary-$id.jsonl
	cert=$DIR/harary-$id.cert
	gen="plylab game gen polyomino --shape $shape --n $n --rule $r --id harary-$id --out harary-$id.jsonl"
	cmd="plylab game cert harary-$id.jsonl --out harary-$id.cert --workers 1 --memory 1024 --json --quiet"
	chk="plylab game check harary-$id.jsonl harary-$id.cert --json --quiet"
	$P game gen polyomino --shape $shape --n $n --rule $r --id harary-$id --out $inst --quiet
	t0=$(date +%s.%N)
	rc=0
	c=$(timeout $CAP $P game cert $inst --out $cert --workers 1 --memory 1024 --json --quiet) || rc=$?
	if [ $rc -ne 0 ]; then
		t1=$(date +%s.%N)
		v="not finished" # the time cap
		[ $rc -eq 124 ] || v="cert failed (exit $rc)" # out of memory, say
		jq -cn --arg id harary-$id --arg shape $shape --argjson n $n --arg rule $r \
			--arg gen "$gen" --arg cmd "$cmd" --argjson s "$(echo "$t1 - $t0" | bc)" \
			--arg v "$v" '{id:$id, shape:$shape, n:$n, rule:$rule, verdict:$v, cert_seconds:$s, commands:[$gen,$cmd]}'
		rm -f $cert
		continue
	fi
	t1=$(date +%s.%N)
	rc=0
	k=$(timeout $CAP $P game check $inst $cert --json --quiet) || rc=$?
	case $rc in
	0) v=valid ;;
	1) v=rejected ;; # the checker's reason is on stderr
	124) v="check not finished"; k= ;;
	*) v="check failed (exit $rc)"; k= ;; # out of memory, say: no verdict
	esac
	t2=$(date +%s.%N)
	sha=$(sha256sum $cert | cut -d' ' -f1)
	bytes=$(stat -c %s $cert)
	jq -cn --arg id harary-$id --arg shape $shape --argjson n $n --arg rule $r \
		--argjson cert "$c" --argjson check "${k:-null}" --arg v $v --arg sha $sha --argjson bytes $bytes \
		--argjson cs "$(echo "$t1 - $t0" | bc)" --argjson ks "$(echo "$t2 - $t1" | bc)" \
		--arg gen "$gen" --arg cmd "$cmd" --arg chk "$chk" \
		'{id:$id, shape:$shape, n:$n, rule:$rule, outcome:$cert.outcome, plies:$cert.plies,
		  lines:$cert.lines, cert_bytes:$bytes, sha256:$sha, verdict:$v, check:$check,
		  cert_seconds:$cs, check_seconds:$ks, commands:[$gen,$cmd,$chk]}'
	rm -f $cert
done
