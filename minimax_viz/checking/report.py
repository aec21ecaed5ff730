from __future__ import annotations
def write_report(rows, directory):
    pass
