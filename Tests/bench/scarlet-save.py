#!/usr/bin/env python3
"""Writes a full-size Scarlet save for bench-save.sh: the trainer block, a party of six, all 960 box slots filled
with encrypted and shuffled PK9 records, the Kitakami-era Pokédex with species 1 to `count` obtained, and padding
blocks standing for the rest of the game's thousands of blocks, to about 3.5 MB; the blocks encrypted with their
xorshift32 streams, the whole with the static pad, and the salted SHA-256 appended. The layout is the one dex reads
(docs/formats.md, "Switch saves")."""
import hashlib
import struct
import sys

INTRO = bytes.fromhex(
    "9EC99CD70ED33C44FB9303DCEB39B42A1947E9634BA2334416BF82A2BA6355B6"
    "3D9DF24B5F7B6AB2621DC21B68E5C8B53A059000E8A8103DE2ECF00CB2ED4F6D")
OUTRO = bytes.fromhex(
    "D6C01C598BC8B8CB46E153FC828C757513E045DF32693C75F059F8D9A25FB217"
    "E08052DBEA8973997579AFCB2E8007E6F126E0030AE66FF641BF7E59C2AE55FD")
PAD = bytes.fromhex(
    "A092D10607DB32A1AE01F5C51E844FE353CA37F4A7B04DA018B7C297DA5F532B"
    "75FA4816F8D48A6F6105F4E2FD04B5A30FFC4492CB32E61BB9B12E01B0565336"
    "D2D1503DDE5B2E0E52FDDF2F7BCA6350A4675D2317C052E1A6307C2BB670365B"
    "2A276933F5637B363F269BA3ED7A5300A448B3509E14A052DE7E102B1B776E")
POSITIONS = [
    [0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 3, 1, 2], [0, 2, 3, 1], [0, 3, 2, 1],
    [1, 0, 2, 3], [1, 0, 3, 2], [2, 0, 1, 3], [3, 0, 1, 2], [2, 0, 3, 1], [3, 0, 2, 1],
    [1, 2, 0, 3], [1, 3, 0, 2], [2, 1, 0, 3], [3, 1, 0, 2], [2, 3, 0, 1], [3, 2, 0, 1],
    [1, 2, 3, 0], [1, 3, 2, 0], [2, 1, 3, 0], [3, 1, 2, 0], [2, 3, 1, 0], [3, 2, 1, 0],
]


def stream(key, count):
    def step(x):
        x ^= (x << 2) & 0xFFFFFFFF
        x ^= x >> 15
        return x ^ ((x << 13) & 0xFFFFFFFF)
    state = key
    for _ in range(bin(key).count("1")):
        state = step(state)
    out = bytearray()
    while len(out) < count:
        out += struct.pack("<I", state)
        state = step(state)
    return bytes(out[:count])


def xor(data, pad):
    return (int.from_bytes(data, "little") ^ int.from_bytes(pad, "little")).to_bytes(len(data), "little")


def block(key, data):
    plain = bytes([4]) + struct.pack("<I", len(data)) + data
    return struct.pack("<I", key) + xor(plain, stream(key, len(plain)))


def crypt(data, seed):
    out = bytearray(data)
    for i in range(0, len(out), 2):
        seed = (seed * 0x41C64E6D + 0x6073) & 0xFFFFFFFF
        struct.pack_into("<H", out, i, struct.unpack_from("<H", out, i)[0] ^ (seed >> 16))
    return out


def pokemon(species, constant):
    blocks = [bytearray(0x50) for _ in range(4)]
    struct.pack_into("<HHH", blocks[0], 0, species, 0, 12345)
    struct.pack_into("<I", blocks[0], 0x14, 0x12345678)
    struct.pack_into("<I", blocks[1], 0x34, 0x1F)
    checksum = sum(struct.unpack("<160H", b"".join(blocks))) & 0xFFFF
    order = POSITIONS[((constant >> 13) & 31) % 24]
    body = bytearray(0x140)
    for index, data in enumerate(blocks):
        body[order[index] * 0x50:order[index] * 0x50 + 0x50] = data
    record = struct.pack("<IHH", constant, 0, checksum) + crypt(body, constant) + crypt(bytes(0x10), constant)
    return bytes(record)


def main():
    path, count = sys.argv[1], int(sys.argv[2])
    slots = [pokemon(1 + i % 900, 0x1000 + i * 7919) for i in range(966)]
    party = b"".join(slots[:6]) + bytes([6]) + bytes(7)
    boxes = b"".join(slots[6:])
    pokedex = bytearray(1100 * 0x20)
    for species in range(1, count + 1):
        struct.pack_into("<II", pokedex, species * 0x20, 1, 1)
    trainer = bytearray(0x68)
    trainer[4] = 50
    blocks = [block(0xE3E89BD1, trainer), block(0x3AA1A9AD, party), block(0x0D66012C, boxes),
              block(0x0DEAAEBD, b""), block(0xF5D7C0E2, bytes(pokedex))]
    for i in range(2000):
        blocks.append(block(0x20000000 + i * 2654435761 % 0x10000000, bytes((i * 13 + j) & 0xFF for j in range(1500))))
    payload = b"".join(blocks)
    payload = xor(payload, (PAD * (len(payload) // len(PAD) + 1))[:len(payload)])
    with open(path, "wb") as f:
        f.write(payload + hashlib.sha256(INTRO + payload + OUTRO).digest())


main()
