#!/usr/bin/env python3
"""An OpenAI-compatible server on loopback that misbehaves on purpose, for the reliability tests.

    misbehaving_server.py MODE [ANSWER] [DELAY]

Prints its port on the first line of standard output, then serves until killed. MODE:
  ok       /v1/models answers; completions stream ANSWER (after DELAY seconds)
  hang     accepts connections, reads the request, never answers
  hang-on-write  /v1/models answers; completions never answer
  stall    /v1/models answers; completions send the head and one piece, then nothing
  error    /v1/models answers; completions answer 500 with garbage (NULs included)
  garbage  /v1/models answers; completions stream events that aren't JSON
  trickle  /v1/models answers; completions send a piece every 0.3 s, for ever
"""
import json
import socketserver
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODE = sys.argv[1]
ANSWER = sys.argv[2] if len(sys.argv) > 2 else "Nothing here yet!"
DELAY = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def hang(self):
        while True:
            time.sleep(3600)

    def do_GET(self):
        if MODE == "hang":
            self.hang()
        body = json.dumps({"object": "list", "data": [{"id": "default", "object": "model"}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        request = json.loads(self.rfile.read(length) or b"{}")
        if MODE in ("hang", "hang-on-write"):
            self.hang()
        if MODE == "error":
            body = b"\x00\x00oops\x00 <html>internal error</html>"
            self.send_response(500)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        chat = "messages" in request

        def event(text):
            choice = {"delta": {"content": text}} if chat else {"text": text}
            return ("data: " + json.dumps({"choices": [choice]}) + "\n\n").encode()

        if MODE == "stall":
            self.wfile.write(event(ANSWER[:3]))
            self.wfile.flush()
            self.hang()
        if MODE == "trickle":
            try:
                while True:
                    self.wfile.write(event("la "))
                    self.wfile.flush()
                    time.sleep(0.3)
            except OSError:
                return
        if MODE == "garbage":
            self.wfile.write(b"data: this is not json\x00\n\n")
            self.wfile.flush()
            return
        time.sleep(DELAY)
        for word in ANSWER.split(" "):
            self.wfile.write(event(word + " " if word != ANSWER.split(" ")[-1] else word))
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
