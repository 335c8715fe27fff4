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


def message(msg_type, content):
    return {"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "test",
                       "session": uuid.uuid4().hex, "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell", "content": content}


async def read(ws, deadline):
    """The next message, or None when the deadline passes or the socket closes."""
    left = deadline - asyncio.get_running_loop().time()
    if left <= 0:
        return None
    try:
        raw = await asyncio.wait_for(ws.read_message(), left)
    except asyncio.TimeoutError:
        return None
    return json.loads(raw) if raw is not None else None


async def ready(ws, deadline):
    """Waits until the kernel answers a kernel_info_request, as a notebook
    front end does before its first execute: a request sent to a kernel that
    is still starting, or that the server restarts, would be lost."""
    loop = asyncio.get_running_loop()
    while loop.time() < deadline:
        m = message("kernel_info_request", {})
        ws.write_message(json.dumps(m))
        wait = min(deadline, loop.time() + 10)
        while True:
            r = await read(ws, wait)
            if r is None:
                break  # ask again
            if r.get("parent_header", {}).get("msg_id") == m["header"]["msg_id"] and r["msg_type"] == "kernel_info_reply":
                return True
    return False


async def run(base, token, kernel_id):
    ws = await websocket_connect(f"ws://{base}/api/kernels/{kernel_id}/channels?token={token}")
    deadline = asyncio.get_running_loop().time() + 300
    for attempt in range(2):
        if not await ready(ws, deadline):
            print("error: the kernel did not answer kernel_info_request")
            return False
        m = message("execute_request", {"code": CODE, "silent": False, "store_history": True,
                                        "user_expressions": {}, "allow_stdin": False})
        msg_id = m["header"]["msg_id"]
        ws.write_message(json.dumps(m))
        ok, restarted = False, False
        while True:
            r = await read(ws, deadline)
            if r is None:
                print("error: no reply to the execute request")
                return False
            kind, content = r["msg_type"], r["content"]
            if kind == "status" and content.get("execution_state") == "restarting":
                restarted = True  # the request died with the kernel: ask again
                break
            if r.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            if kind == "execute_result":
                print("value:", content["data"].get("text/plain", ""))
                ok = True
            elif kind == "error":
                print("error:", content.get("evalue", ""))
                ok = False
            elif kind == "status" and content["execution_state"] == "idle":
                return ok
        if not restarted:
            break
    print("error: the kernel restarted twice")
    return False


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
