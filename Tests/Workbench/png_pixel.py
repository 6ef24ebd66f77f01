"""The size of a PNG and the colour of one of its pixels, for tests that check what a
screenshot shows (the standard library has no PNG reader)."""
import struct
import zlib


def size(png):
    """The width and height of a PNG, in pixels (its IHDR chunk)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and png[12:16] == b"IHDR", "not a PNG"
    return struct.unpack(">II", png[16:24])


def pixel(png, x, y):
    """The RGB of one pixel of an 8-bit RGB(A) PNG (the standard library has no PNG reader)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, data, width = 8, b"", 0
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        chunk = png[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, _, depth, colour = struct.unpack(">IIBB", chunk[:10])
            assert depth == 8 and colour in (2, 6), f"unexpected PNG format {depth}/{colour}"
            size = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            data += chunk
    raw, stride, previous, offset = zlib.decompress(data), width * size, bytearray(width * size), 0
    for row in range(y + 1):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                pa, pb, pc = abs(guess - left), abs(guess - up), abs(guess - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
    return tuple(previous[x * size:x * size + 3])
