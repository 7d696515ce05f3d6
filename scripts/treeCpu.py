"""Runs a command and writes the CPU seconds of its whole process tree to a file.

usage: python3 scripts/treeCpu.py OUT_FILE COMMAND [ARG ...]

A browser's helper processes (renderers, GPU, zygote) outlive the parent that started them and are
reaped by init, so neither GNU time nor the runner's own accounting counts them. Made a child
subreaper (Linux's prctl), this process inherits every orphan below it and reaps it: the kernel then
adds its CPU time to this process's RUSAGE_CHILDREN, the whole tree's time. Processes the command
leaves running after it ends are stopped, so a step can never hold the next one's cores.

Python, not Node: Node has no call for prctl, and python3 is on every machine of this kind.
"""

import ctypes
import os
import resource
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
# Left-over processes get this long to end on SIGTERM before SIGKILL.
GRACE_SECONDS = 3


def reap_all(main_pid):
    """Waits for every child (orphans included); returns the main child's exit status."""
    main_status = None
    while True:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            return main_status
        if pid == main_pid:
            main_status = status
            stop_left_overs()


def stop_left_overs():
    """Ends what the command left behind: after it exits, all of it is this process's children."""
    children = direct_children()
    if not children:
        return
    for pid in children:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    deadline = time.monotonic() + GRACE_SECONDS
    while time.monotonic() < deadline and direct_children():
        time.sleep(0.1)
        try:
            while os.waitpid(-1, os.WNOHANG)[0] > 0:
                pass
        except ChildProcessError:
            return
    for pid in direct_children():
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def direct_children():
    me = str(os.getpid())
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # fields[0] is the state, fields[1] the parent: a zombie is already over.
        if fields[1] == me and fields[0] != "Z":
            found.append(int(entry))
    return found


def main():
    out_file, command = sys.argv[1], sys.argv[2:]
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    # The runner ends a stuck step with SIGTERM: pass it on to the command.
    child = os.fork()
    if child == 0:
        os.execvp(command[0], command)
    signal.signal(signal.SIGTERM, lambda *_: os.kill(child, signal.SIGKILL))
    status = reap_all(child)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out_file, "w") as out:
        out.write(f"{usage.ru_utime + usage.ru_stime:.2f}\n")
    sys.exit(os.waitstatus_to_exitcode(status) if status is not None else 1)


main()
