"""Reading a JSON document a piece at a time, so a 100 MB trace never sits in memory whole.

:class:`JsonStream` walks an object's members one by one and an array's items
one by one; each piece is decoded by the standard library's C decoder
(``raw_decode``), so reading stays fast. Every problem is a :class:`JsonStreamError`
(a ``ValueError``) saying where it is.

>>> import io
>>> stream = JsonStream(io.BytesIO(b'{"a": 1, "calls": [{"id": 1}, {"id": 2}]}'))
>>> for key in stream.members():
...     print(key, stream.value() if key != "calls" else list(stream.items()))
a 1
calls [{'id': 1}, {'id': 2}]
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Iterator
from typing import IO, Any

_SPACE = " \t\r\n"


class JsonStreamError(ValueError):
    """Not JSON, not UTF-8, too big, or not the shape asked for."""


class JsonStream:
    """JSON read from a binary file in chunks, at most ``max_bytes`` of it."""

    def __init__(self, handle: IO[bytes], max_bytes: int | None = None,
                 chunk: int = 1 << 16) -> None:
        self._handle, self._max, self._chunk = handle, max_bytes, chunk
        self._decode = codecs.getincrementaldecoder("utf-8")("strict").decode
        self._json = json.JSONDecoder()
        self._buf, self._pos, self._eof, self._read, self._done = "", 0, False, 0, 0

    @property
    def offset(self) -> int:
        """Characters consumed so far (for messages)."""
        return self._done + self._pos

    def _fill(self, want: int) -> bool:
        """Read at least ``want`` more bytes (fewer at the end); False at the end."""
        if self._eof:
            return False
        data = self._handle.read(max(want, self._chunk))
        self._read += len(data)
        if self._max is not None and self._read > self._max:
            raise JsonStreamError(f"it is over the limit of {self._max:,} bytes")
        try:
            text = self._decode(data, final=not data)
        except UnicodeDecodeError:
            raise JsonStreamError("not UTF-8 text") from None
        self._eof = not data
        self._done += self._pos
        self._buf, self._pos = self._buf[self._pos:] + text, 0
        return True

    def peek(self) -> str:
        """The next character that is not white space ('' at the end); stays unread."""
        while True:
            buf, pos = self._buf, self._pos
            while pos < len(buf) and buf[pos] in _SPACE:
                pos += 1
            self._pos = pos
            if pos < len(buf) or not self._fill(self._chunk):
                return buf[pos] if pos < len(buf) else ""

    def expect(self, chars: str) -> str:
        """Read one of ``chars`` (punctuation) and return it."""
        found = self.peek()
        if not found or found not in chars:
            shown = repr(found) if found else "the end"
            raise JsonStreamError(f"expected {' or '.join(map(repr, chars))} at character"
                                  f" {self.offset:,}, found {shown}")
        self._pos += 1
        return found

    def value(self) -> Any:
        """The next whole JSON value."""
        self.peek()
        want = self._chunk
        while True:
            try:
                found, end = self._json.raw_decode(self._buf, self._pos)
            except json.JSONDecodeError as exc:
                cut = exc.pos >= len(self._buf) - 16 or exc.msg.startswith("Unterminated")
                if cut and self._fill(want):
                    want *= 2  # a long value: read ever bigger pieces, linear in its size
                    continue
                raise JsonStreamError(f"{exc.msg} at character {self._done + exc.pos:,}") \
                    from None
            except RecursionError:
                raise JsonStreamError(f"nesting too deep at character {self.offset:,}") \
                    from None
            except ValueError:  # a whole number beyond Python's digit limit
                raise JsonStreamError(f"a number too long at character {self.offset:,}") \
                    from None
            if end > len(self._buf) - 4 and self._fill(want):
                want *= 2  # a number may go on in the next piece: read on, then decode again
                continue
            self._pos = end
            return found

    def members(self) -> Iterator[str]:
        """The keys of an object; the caller reads each key's value before the next."""
        self.expect("{")
        if self.peek() == "}":
            self._pos += 1
            return
        while True:
            key = self.value()
            if not isinstance(key, str):
                raise JsonStreamError(f"an object key is not a string at character {self.offset:,}")
            self.expect(":")
            yield key
            if self.expect(",}") == "}":
                return

    def items(self) -> Iterator[Any]:
        """The items of an array, one value at a time."""
        self.expect("[")
        if self.peek() == "]":
            self._pos += 1
            return
        while True:
            yield self.value()
            if self.expect(",]") == "]":
                return

    def end(self) -> None:
        """Only white space may follow the document."""
        if self.peek():
            raise JsonStreamError(f"extra data at character {self.offset:,}")
