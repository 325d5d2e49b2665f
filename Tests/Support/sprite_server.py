#!/usr/bin/env python3
"""A sprite server for dex's tests and benchmark: serves GET /<folder>/<name>.png on 127.0.0.1.

Prints its port on the first line of stdout (it binds port 0), then serves until killed. It is a
single-threaded asyncio server speaking HTTP/1.1 with keep-alive, so that thousands of requests a
second cost it little and it is not what a benchmark measures (a ThreadingHTTPServer topped out
near 1,000 requests/s, and asyncio streams still added ~10 ms to each round of 50). Every response waits --latency-ms
first. A sprite's name chooses how the server behaves:

  notfound-*   404 in every folder            fb-*         404 except in folder "emerald"
  flaky-*      503 the first time, then PNG   ratelimit-*  429 + Retry-After: 1 the first time, then PNG
  stall-*      sends 10 bytes, then stalls    truncated-*  Content-Length says more than is sent
  trickle-*    a PNG, one byte per --trickle-ms
  chopped-*    half a PNG, no length          html-*       an HTML page with status 200
  huge-*       a 20 MB body                   redirect-X   302 to X.png in the same folder
  loop-*       redirects to itself            anything     a small valid PNG, different per name

--fault NAME makes every sprite behave as if its name began with NAME- (--fault trickle: a server that
trickles everything).

GET /__stats returns JSON: the most requests ever in flight at once, the request count, and the
count per path; GET /__reset zeroes them.
"""
import argparse, asyncio, json, struct, sys, zlib

fault = None
stats = {"in_flight": 0, "max_in_flight": 0, "requests": 0, "paths": {}}
png_cache = {}
REASONS = {200: "OK", 302: "Found", 404: "Not Found", 429: "Too Many Requests", 503: "Service Unavailable"}


def png(name):
    """A valid RGBA PNG whose size and colour derive from the name (so each sprite differs)."""
    if name not in png_cache:
        seed = zlib.crc32(name.encode())
        side = 8 + seed % 25
        pixel = bytes([seed & 0xFF, (seed >> 8) & 0xFF, (seed >> 16) & 0xFF, 255])
        raw = b"".join(b"\x00" + pixel * side for _ in range(side))

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        png_cache[name] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0))
                           + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    return png_cache[name]


def head(status, length, content_type="text/plain", extra=None, close=False):
    lines = [f"HTTP/1.1 {status} {REASONS.get(status, 'Status')}", f"Content-Type: {content_type}"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    for key, value in (extra or {}).items():
        lines.append(f"{key}: {value}")
    if close:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def response(path, count):
    """The bytes to send for `path` (asked `count` times so far), and what to do after sending them:
    None to keep the connection, "close" to close it, "stall" to leave it hanging, ("trickle", body) to send
    the body a byte at a time."""
    parts = path.strip("/").split("/")
    if len(parts) < 2 or not parts[-1].endswith(".png"):
        return head(404, 9) + b"not found", None
    folder, name = parts[-2], parts[-1][:-4]
    if fault:
        name = f"{fault}-{name}"
    if name.startswith("notfound-") or (name.startswith("fb-") and folder != "emerald"):
        body = b"<html>Not Found</html>"
        return head(404, len(body), "text/html") + body, None
    if name.startswith("flaky-") and count == 1:
        return head(503, 4) + b"busy", None
    if name.startswith("ratelimit-") and count == 1:
        return head(429, 9, extra={"Retry-After": "1"}) + b"slow down", None
    if name.startswith("html-"):
        body = b"<!doctype html><html><body>Sprite server error</body></html>"
        return head(200, len(body), "text/html") + body, None
    if name.startswith("redirect-"):
        return head(302, 0, extra={"Location": f"/{folder}/{name[len('redirect-'):]}.png"}), None
    if name.startswith("loop-"):
        return head(302, 0, extra={"Location": path}), None
    body = png(name)
    if name.startswith("trickle-"):
        return head(200, len(body), "image/png"), ("trickle", body)
    if name.startswith("stall-"):
        return head(200, len(body), "image/png") + body[:10], "stall"
    if name.startswith("truncated-"):
        return head(200, len(body), "image/png") + body[: len(body) // 2], "close"
    if name.startswith("chopped-"):
        return head(200, None, "image/png", close=True) + body[: len(body) // 2], "close"
    if name.startswith("huge-"):
        size = 20 << 20
        return head(200, size, "image/png") + body[:8] + bytes(size - 8), None
    return head(200, len(body), "image/png") + body, None


class SpriteProtocol(asyncio.Protocol):
    """One client connection. A protocol with timer callbacks, not stream coroutines: it costs a fraction
    of the CPU per request, so 50 requests falling due in the same millisecond are answered at once."""

    def __init__(self, latency, trickle):
        self.latency = latency
        self.trickle = trickle
        self.buffer = b""
        self.stalled = False

    def connection_made(self, transport):
        self.transport = transport

    def data_received(self, data):
        self.buffer += data
        while b"\r\n\r\n" in self.buffer:
            request, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
            try:
                path = request.split(b" ", 2)[1].decode()
            except (IndexError, UnicodeDecodeError):
                self.transport.close()
                return
            self.handle(path)

    def handle(self, path):
        if path in ("/__stats", "/__reset"):
            if path == "/__reset":
                stats.update(max_in_flight=0, requests=0, paths={})
            body = json.dumps({k: stats[k] for k in ("max_in_flight", "requests", "paths")}).encode()
            self.transport.write(head(200, len(body), "application/json") + body)
            return
        stats["in_flight"] += 1
        stats["requests"] += 1
        stats["max_in_flight"] = max(stats["max_in_flight"], stats["in_flight"])
        count = stats["paths"][path] = stats["paths"].get(path, 0) + 1
        if self.latency:
            asyncio.get_running_loop().call_later(self.latency, self.respond, path, count)
        else:
            self.respond(path, count)

    def respond(self, path, count):
        data, after = response(path, count)
        if isinstance(after, tuple):
            if not self.transport.is_closing():
                self.transport.write(data)
            return self.trickle_bytes(after[1])
        if after == "stall":
            self.stalled = True  # still in flight until the client gives up
        else:
            stats["in_flight"] -= 1
        if self.transport.is_closing():
            return
        self.transport.write(data)
        if after == "close":
            self.transport.close()

    def trickle_bytes(self, body):
        """Sends the first byte of `body` now and the rest one per --trickle-ms, while the client listens."""
        if self.transport.is_closing() or not body:
            stats["in_flight"] -= 1
            return
        self.transport.write(body[:1])
        asyncio.get_running_loop().call_later(self.trickle, self.trickle_bytes, body[1:])

    def connection_lost(self, exc):
        if self.stalled:
            self.stalled = False
            stats["in_flight"] -= 1


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--latency-ms", type=float, default=0)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--trickle-ms", type=float, default=250)
    parser.add_argument("--fault")
    args = parser.parse_args()
    global fault
    fault = args.fault
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: SpriteProtocol(args.latency_ms / 1000, args.trickle_ms / 1000), "127.0.0.1", args.port, backlog=1024)
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
