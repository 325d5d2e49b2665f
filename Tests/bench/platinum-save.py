#!/usr/bin/env python3
"""Writes a full Platinum save (512 KiB) for bench-save.sh: both partitions whole (the second the newer), the
Pokédex with species 1 to `count` caught and seen, a party of six and all 540 PC slots filled, every Pokémon
encrypted and shuffled, every block with its footer and CRC16-CCITT. The layout is the one dex reads
(docs/formats.md, "Generation 4")."""
import binascii
import struct
import sys

PARTITION = 0x40000
GENERAL_SIZE, STORAGE_SIZE = 0xCF2C, 0x121E4
PARTY, POKEDEX = 0xA0, 0x1328
MAGIC = 0x20060623
# Positions of blocks A (species, ids) and B (IVs, form) for each order, (personality >> 13 & 31) % 24.
POSITION_A = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3]
POSITION_B = [1, 1, 2, 3, 2, 3, 0, 0, 0, 0, 0, 0, 2, 3, 1, 1, 3, 2, 2, 3, 1, 1, 3, 2]


def crypt(data, seed):
    out = bytearray(data)
    for i in range(0, len(out), 2):
        seed = (seed * 0x41C64E6D + 0x6073) & 0xFFFFFFFF
        struct.pack_into("<H", out, i, struct.unpack_from("<H", out, i)[0] ^ (seed >> 16))
    return out


def pokemon(species, personality, size=136):
    order = ((personality >> 13) & 31) % 24
    data = bytearray(128)
    a, b = POSITION_A[order] * 32, POSITION_B[order] * 32
    struct.pack_into("<HHHH", data, a, species, 0, 24680, 13579)
    struct.pack_into("<I", data, b + 0x10, 0x1F)
    data[b + 0x18] = (personality & 3) << 3  # a form
    checksum = sum(struct.unpack("<64H", data)) & 0xFFFF
    out = struct.pack("<IHH", personality, 0, checksum) + crypt(data, checksum)
    return out + crypt(bytes(size - 136), personality)


def flags(numbers):
    array = bytearray(0x40)
    for n in numbers:
        array[(n - 1) // 8] |= 1 << ((n - 1) % 8)
    return array


def sign(block, block_id, counter):
    end = len(block)
    struct.pack_into("<IIIIB", block, end - 0x14, counter, counter, end, MAGIC, block_id)
    struct.pack_into("<H", block, end - 2, binascii.crc_hqx(bytes(block[:end - 0x14]), 0xFFFF))
    return block


def partition(counter, owned):
    general = bytearray(GENERAL_SIZE)
    general[PARTY - 4] = 6
    for i in range(6):
        general[PARTY + i * 236:PARTY + (i + 1) * 236] = pokemon(owned[i % len(owned)], 1000 + 8191 * i, 236)
    struct.pack_into("<I", general, POKEDEX, 0xBEEFCAFE)
    general[POKEDEX + 4:POKEDEX + 0x44] = flags(owned)
    general[POKEDEX + 0x44:POKEDEX + 0x84] = flags(owned)
    storage = bytearray(STORAGE_SIZE)
    for i in range(540):
        storage[4 + i * 136:4 + (i + 1) * 136] = pokemon(owned[i % len(owned)], 7919 * i + 3)
    body = sign(general, 0, counter) + sign(storage, 1, counter)
    return body + b"\xff" * (PARTITION - len(body))


def main():
    path = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 493
    owned = list(range(1, count + 1))
    save = partition(41, owned[:-1]) + partition(42, owned)
    assert len(save) == 2 * PARTITION
    with open(path, "wb") as f:
        f.write(save)


main()
