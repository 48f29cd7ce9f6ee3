#!/usr/bin/env python3
"""Draw the app icons as PNG files (stdlib only): the design of assets/icon.svg.

    python3 tools/make_icons.py   (writes the three PNG files of assets/icons/)

The web app manifest (assets/manifest.webmanifest) lists them: Chromium wants raster
icons of 192 and 512 px to offer installing, and a "maskable" one whose picture keeps
inside the central circle (80 % of the side) that any launcher's mask leaves visible.
Run it again only if the design changes; the files are committed.
"""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAVY, CREAM, RED, GREEN = (0x2B, 0x3A, 0x55), (0xF4, 0xEF, 0xE6), (0xD9, 0x48, 0x3B), (0x2F, 0x9E, 0x6B)
SAMPLES = 3      # 3 x 3 samples a pixel: smooth edges


def in_round_rect(x, y, left, top, size, radius):
    if not (left <= x <= left + size and top <= y <= top + size):
        return False
    cx = min(max(x, left + radius), left + size - radius)
    cy = min(max(y, top + radius), top + size - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def colour_at(x, y, maskable):
    """The design in its 64-unit square (assets/icon.svg); None is transparent."""
    if maskable:            # full-bleed background, the picture shrunk into the safe zone
        x, y = 32 + (x - 32) / 0.72, 32 + (y - 32) / 0.72
    elif not in_round_rect(x, y, 0, 0, 64, 12):
        return None
    if (x - 44) ** 2 + (y - 20) ** 2 <= 81:
        return RED
    if (x - 20) ** 2 + (y - 44) ** 2 <= 81:
        return GREEN
    if in_round_rect(x, y, 10, 10, 20, 3) or in_round_rect(x, y, 34, 34, 20, 3):
        return CREAM
    return NAVY


def draw(size, maskable=False):
    rows = []
    step = 64 / size / SAMPLES
    for py in range(size):
        row = bytearray([0])                       # PNG filter: none
        for px in range(size):
            r = g = b = a = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    c = colour_at((px * SAMPLES + sx + 0.5) * step, (py * SAMPLES + sy + 0.5) * step,
                                  maskable)
                    if c:
                        r, g, b, a = r + c[0], g + c[1], b + c[2], a + 1
            n = SAMPLES * SAMPLES
            row += bytes((r // a, g // a, b // a, 255 * a // n)) if a else bytes(4)
        rows.append(bytes(row))
    return png(size, b"".join(rows))


def png(size, raw):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)     # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = ROOT / "assets" / "icons"
    out.mkdir(exist_ok=True)
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("maskable-512.png", 512, True)):
        (out / name).write_bytes(draw(size, maskable))
        print(f"assets/icons/{name}")


if __name__ == "__main__":
    main()
