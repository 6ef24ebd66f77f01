"""A loopback HTTP server for the redirect tests, as one of two roles.

    python3 server.py HOST PORT LOGFILE                  records every request, answers 200 {}
    python3 server.py HOST PORT LOGFILE TARGET STATUS    records, answers STATUS to TARGET + path

PORT 0 takes any free port, announced on stdout. Every request is appended to LOGFILE as
one JSON line {method, path, headers} (header names lower-cased).
"""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HOST, PORT, LOG = sys.argv[1], int(sys.argv[2]), sys.argv[3]
TARGET = sys.argv[4] if len(sys.argv) > 4 else None
STATUS = int(sys.argv[5]) if len(sys.argv) > 5 else 307
LOCK = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        entry = {"method": self.command, "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}}
        with LOCK, open(LOG, "a") as log:
            log.write(json.dumps(entry) + "\n")
        body = b"" if TARGET else b"{}"
        self.send_response(STATUS if TARGET else 200)
        if TARGET:
            self.send_header("Location", TARGET + self.path)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_DELETE = answer

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer((HOST, PORT), Handler)
print(f"listening on {HOST} port {server.server_address[1]}", flush=True)
server.serve_forever()
