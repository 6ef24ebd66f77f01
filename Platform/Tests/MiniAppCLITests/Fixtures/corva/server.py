"""A small Corva stand-in for the end-to-end tests: the API and the web frontend.

    python3 server.py PORT LOGFILE   (PORT 0: any free port, announced on stdout)

API (under /api/):
  POST /api/user_token          {"auth":{"email","password"}} -> 201 {"jwt"} (ana@example.com / secret)
  GET  /api/users/<id>/app_sets/ -> app sets (Bearer token issued here, else 401)
  GET  /api/assets               -> assets   (same)
  GET  /api/me                   -> {"user_id"} (same; what the test page checks its token with)
Web frontend:
  GET /dashboards/... and /assets/...  -> app.html (a single-page app)
  GET /report?...                      -> 204, logged (the page reports what it saw)
Every request is appended to LOGFILE as one JSON line {method, path, query, authorization}.
"""
import base64
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
PORT = int(sys.argv[1])
LOG = sys.argv[2]
LOCK = threading.Lock()
ISSUED = set()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def issue(user_id: int) -> str:
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    payload = b64url(json.dumps({"user_id": user_id, "exp": int(time.time()) + 3600, "n": len(ISSUED)}).encode())
    token = f"{header}.{payload}.{b64url(b'not-a-real-signature')}"
    ISSUED.add(token)
    return token


APP_SETS = [
    {"id": 1, "type": "dashboard", "name": "Overview"},
    {"id": 2, "type": "dashboard", "name": "Rig activity"},
    {"id": 11, "type": "asset_page_tab", "name": "Drilling", "category": "drilling"},
    {"id": 12, "type": "asset_page_tab", "name": "Completion", "category": "completion"},
    {"id": 13, "type": "asset_page_tab", "name": "No category"},
]
ASSETS = [{"id": 7, "name": "Well 7", "asset_type": "well"}, {"id": 8, "name": "Well 8", "asset_type": "well"}]


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def record(self):
        parts = urlsplit(self.path)
        line = json.dumps({
            "method": self.command, "path": parts.path, "query": parts.query,
            "host": self.headers.get("Host", ""), "authorization": self.headers.get("Authorization", ""),
        })
        with LOCK, open(LOG, "a") as log:
            log.write(line + "\n")
        return parts

    def send(self, status, body=b"", content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def authorized(self):
        value = self.headers.get("Authorization", "")
        return value.startswith("Bearer ") and value[len("Bearer "):] in ISSUED

    def do_POST(self):
        parts = self.record()
        length = int(self.headers.get("Content-Length", "0"))
        raw = self.rfile.read(length)
        if parts.path != "/api/user_token":
            return self.send(404, b'{"error":"not found"}')
        try:
            auth = json.loads(raw)["auth"]
        except Exception:
            return self.send(400, b'{"error":"expected {auth: {email, password}}"}')
        if auth.get("email") == "ana@example.com" and auth.get("password") == "secret":
            return self.send(201, json.dumps({"jwt": issue(42)}).encode())
        return self.send(401, b'{"error":"Invalid email or password"}')

    def do_GET(self):
        parts = self.record()
        path = parts.path
        if path.startswith("/api/"):
            if not self.authorized():
                return self.send(401, b'{"error":"Signature verification failed"}')
            if path == "/api/users/42/app_sets/":
                return self.send(200, json.dumps(APP_SETS).encode())
            if path == "/api/assets":
                return self.send(200, json.dumps(ASSETS).encode())
            if path == "/api/me":
                return self.send(200, b'{"user_id":42}')
            return self.send(404, b'{"error":"not found"}')
        if path.startswith("/dashboards/") or path.startswith("/assets/"):
            return self.send(200, (HERE / "app.html").read_bytes(), "text/html; charset=utf-8")
        if path == "/report":
            return self.send(204)
        return self.send(404, b"not found", "text/plain")


SERVER = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
# Port 0 lets the system choose; the test reads the port it got from this line.
print(f"Serving HTTP on 127.0.0.1 port {SERVER.server_address[1]}", flush=True)
SERVER.serve_forever()
