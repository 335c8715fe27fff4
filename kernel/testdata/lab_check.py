"""Check a running `make lab` server (kernel/test.sh): open a notebook session
on the plylab kernel, as the browser does, run Go in it and print the result.

    python3 lab_check.py HOST:PORT TOKEN NOTEBOOK

Prints one line per result ("value: ..." or "error: ...") and exits 0 when
the cell ran without error. Uses only the standard library and tornado
(a dependency of Jupyter Notebook).
"""
import asyncio
import json
import sys
import urllib.request
import uuid

from tornado.websocket import websocket_connect

CODE = 'import (\n\t"fmt"\n\t"os"\n)\nwd, _ := os.Getwd()\nfmt.Sprint(6*7, " ", wd)'


def api(base, token, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"http://{base}{path}?token={token}", data=data, method=method)
    with urllib.request.urlopen(req, timeout=60) as r:
        text = r.read()
    return json.loads(text) if text else None


async def run(base, token, kernel_id):
    ws = await websocket_connect(f"ws://{base}/api/kernels/{kernel_id}/channels?token={token}")
    msg_id = uuid.uuid4().hex
    ws.write_message(json.dumps({
        "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": "test",
                   "session": uuid.uuid4().hex, "version": "5.3"},
        "parent_header": {}, "metadata": {}, "channel": "shell",
        "content": {"code": CODE, "silent": False, "store_history": True,
                    "user_expressions": {}, "allow_stdin": False}}))
    ok = False
    while True:
        raw = await asyncio.wait_for(ws.read_message(), 300)
        if raw is None:
            print("error: the websocket closed")
            return False
        m = json.loads(raw)
        if m.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        kind, content = m["msg_type"], m["content"]
        if kind == "execute_result":
            print("value:", content["data"].get("text/plain", ""))
            ok = True
        elif kind == "error":
            print("error:", content.get("evalue", ""))
            ok = False
        elif kind == "status" and content["execution_state"] == "idle":
            return ok


def main():
    base, token, notebook = sys.argv[1:4]
    sess = api(base, token, "POST", "/api/sessions",
               {"path": notebook, "type": "notebook", "name": "", "kernel": {"name": "plylab-go"}})
    try:
        ok = asyncio.run(run(base, token, sess["kernel"]["id"]))
    finally:
        api(base, token, "DELETE", f"/api/sessions/{sess['id']}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
