#!/usr/bin/env python3
"""A sprite server for dex's tests and benchmark: serves GET /<folder>/<name>.png on 127.0.0.1.

Prints its port on the first line of stdout (it binds port 0), then serves until killed. It is a
single-threaded asyncio server speaking HTTP/1.1 with keep-alive, so that thousands of requests a
second cost it little and it is not what a benchmark measures. Every response waits --latency-ms
first. A sprite's name chooses how the server behaves:

  notfound-*   404 in every folder            fb-*         404 except in folder "emerald"
  flaky-*      503 the first time, then PNG   ratelimit-*  429 + Retry-After: 1 the first time, then PNG
  stall-*      sends 10 bytes, then stalls    truncated-*  Content-Length says more than is sent
  chopped-*    half a PNG, no length          html-*       an HTML page with status 200
  huge-*       a 20 MB body                   redirect-X   302 to X.png in the same folder
  loop-*       redirects to itself            anything     a small valid PNG, different per name

GET /__stats returns JSON: the most requests ever in flight at once, the request count, and the
count per path; GET /__reset zeroes them.
"""
import argparse, asyncio, json, struct, sys, zlib

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


async def respond(path, count, writer):
    """Writes the response; returns False when the connection must close."""
    parts = path.strip("/").split("/")
    if len(parts) < 2 or not parts[-1].endswith(".png"):
        writer.write(head(404, 9) + b"not found")
        return True
    folder, name = parts[-2], parts[-1][:-4]
    if name.startswith("notfound-") or (name.startswith("fb-") and folder != "emerald"):
        body = b"<html>Not Found</html>"
        writer.write(head(404, len(body), "text/html") + body)
    elif name.startswith("flaky-") and count == 1:
        writer.write(head(503, 4) + b"busy")
    elif name.startswith("ratelimit-") and count == 1:
        writer.write(head(429, 9, extra={"Retry-After": "1"}) + b"slow down")
    elif name.startswith("html-"):
        body = b"<!doctype html><html><body>Sprite server error</body></html>"
        writer.write(head(200, len(body), "text/html") + body)
    elif name.startswith("redirect-"):
        writer.write(head(302, 0, extra={"Location": f"/{folder}/{name[len('redirect-'):]}.png"}))
    elif name.startswith("loop-"):
        writer.write(head(302, 0, extra={"Location": path}))
    elif name.startswith("stall-"):
        body = png(name)
        writer.write(head(200, len(body), "image/png") + body[:10])
        await writer.drain()
        await asyncio.sleep(60)
        return False
    elif name.startswith("truncated-"):
        body = png(name)
        writer.write(head(200, len(body), "image/png") + body[: len(body) // 2])
        return False
    elif name.startswith("chopped-"):
        body = png(name)
        writer.write(head(200, None, "image/png", close=True) + body[: len(body) // 2])
        return False
    elif name.startswith("huge-"):
        size, block = 20 << 20, png(name)[:8] + bytes(65536 - 8)
        writer.write(head(200, size, "image/png"))
        for _ in range(size // len(block)):
            writer.write(block)
            await writer.drain()
    else:
        body = png(name)
        writer.write(head(200, len(body), "image/png") + body)
    return True


async def serve(reader, writer, latency):
    try:
        while True:
            request = await reader.readuntil(b"\r\n\r\n")
            path = request.split(b" ", 2)[1].decode()
            if path in ("/__stats", "/__reset"):
                if path == "/__reset":
                    stats.update(max_in_flight=0, requests=0, paths={})
                body = json.dumps({k: stats[k] for k in ("max_in_flight", "requests", "paths")}).encode()
                writer.write(head(200, len(body), "application/json") + body)
                await writer.drain()
                continue
            stats["in_flight"] += 1
            stats["requests"] += 1
            stats["max_in_flight"] = max(stats["max_in_flight"], stats["in_flight"])
            count = stats["paths"][path] = stats["paths"].get(path, 0) + 1
            try:
                if latency:
                    await asyncio.sleep(latency)
                keep_open = await respond(path, count, writer)
                await writer.drain()
            finally:
                stats["in_flight"] -= 1
            if not keep_open:
                break
    except (asyncio.IncompleteReadError, ConnectionError, IndexError, UnicodeDecodeError):
        pass
    finally:
        writer.close()


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--latency-ms", type=float, default=0)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = await asyncio.start_server(
        lambda r, w: serve(r, w, args.latency_ms / 1000), "127.0.0.1", args.port, backlog=1024)
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
