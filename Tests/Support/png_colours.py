#!/usr/bin/env python3
"""Where given colours are in a screenshot: python3 png_colours.py FILE.png RRGGBB [RRGGBB ...]

Prints JSON: for each colour, {"pixels": count, "box": [left, top, right, bottom] or null}, the smallest rectangle
holding every pixel of exactly that colour. Reads 8-bit RGB or RGBA PNGs without interlacing (what Chromium's
--screenshot writes), with nothing but the standard library, so that the tests look at the page's pixels with a
decoder of their own rather than dex's.
"""
import json, struct, sys, zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SystemExit(f"{path}: depth {depth}, colour type {colour}, interlace {interlace} not read here")
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[position], bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    path, wanted = sys.argv[1], [bytes.fromhex(c) for c in sys.argv[2:]]
    width, height, channels, rows = pixels(path)
    found = {c: [0, None] for c in wanted}
    for y, row in enumerate(rows):
        for x in range(width):
            rgb = row[x * channels:x * channels + 3]
            entry = found.get(rgb)
            if entry is None:
                continue
            entry[0] += 1
            box = entry[1]
            entry[1] = [x, y, x, y] if box is None else [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    print(json.dumps({c.hex(): {"pixels": n, "box": box} for c, (n, box) in found.items()}))


main()
