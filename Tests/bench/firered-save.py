#!/usr/bin/env python3
"""Writes a FireRed save (128 KiB) for bench-save.sh: both slots whole, the Pokédex with `--owned` species
caught, a party of six and 300 Pokémon in the PC boxes, every section with its checksum, signature and counter.
The layout is the one dex reads (docs/formats.md, "Save files")."""
import struct
import sys

SECTION_DATA = 3968
SIGNATURE = 0x08012025
# Where the growth substructure (holding the species) goes, for each personality % 24.
GROWTH_POSITION = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3, 1, 1, 2, 3, 2, 3]


def pokemon(species, personality, trainer_id=0x0001E240):
    data = bytearray(48)
    struct.pack_into("<H", data, GROWTH_POSITION[personality % 24] * 12, species)
    checksum = sum(struct.unpack("<24H", data)) & 0xFFFF
    key = personality ^ trainer_id
    words = [w ^ key for w in struct.unpack("<12I", data)]
    head = struct.pack("<II", personality, trainer_id) + bytes(10) + bytes([2, 0b010]) + bytes(7) + bytes(1)
    return head + struct.pack("<HH", checksum, 0) + struct.pack("<12I", *words)


def flags(numbers):
    array = bytearray(52)
    for n in numbers:
        array[(n - 1) // 8] |= 1 << ((n - 1) % 8)
    return array


def slot(counter, owned):
    trainer = bytearray(SECTION_DATA)
    trainer[0:4] = bytes([0xCC, 0xBF, 0xBE, 0xFF])
    trainer[0x28:0x28 + 52] = flags(owned)
    trainer[0x5C:0x5C + 52] = flags(owned)
    struct.pack_into("<I", trainer, 0xAC, 1)  # FireRed/LeafGreen's game code
    world = bytearray(4 * SECTION_DATA)
    world[0x34] = 6
    # SaveBlock1's two copies of the "seen" flags: the game counts a species only where they agree.
    world[0x5F8:0x5F8 + 52] = flags(owned)
    world[0x3A18:0x3A18 + 52] = flags(owned)
    for i in range(6):
        world[0x38 + i * 100:0x38 + i * 100 + 80] = pokemon(owned[i % len(owned)], 1000 + i)
    storage = bytearray(9 * SECTION_DATA)
    for i in range(300):
        storage[4 + i * 80:4 + i * 80 + 80] = pokemon(owned[i % len(owned)], 7 * i + 3)
    sections = [trainer] + [world[k * SECTION_DATA:(k + 1) * SECTION_DATA] for k in range(4)] \
        + [storage[k * SECTION_DATA:(k + 1) * SECTION_DATA] for k in range(9)]
    out = bytearray()
    for sector in range(14):
        section_id = (sector + counter) % 14
        data = bytes(sections[section_id])
        total = sum(struct.unpack("<992I", data)) & 0xFFFFFFFF
        checksum = ((total >> 16) + total) & 0xFFFF
        out += data + bytes(116) + struct.pack("<HHII", section_id, checksum, SIGNATURE, counter)
    return out


def main():
    path = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 151
    owned = list(range(1, count + 1))
    save = slot(41, owned[:-1]) + slot(42, owned) + b"\xff" * (4 * 0x1000)
    assert len(save) == 0x20000
    with open(path, "wb") as f:
        f.write(save)


main()
