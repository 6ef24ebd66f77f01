#ifndef MINIAPP_PROCESS_TIE_H
#define MINIAPP_PROCESS_TIE_H

/// Asks the kernel to send `signal_number` to this process when the thread that
/// started it ends (prctl PR_SET_PDEATHSIG, kept across execve), then checks that
/// the parent is still `expected_parent`: if it already ended, nothing would send
/// the signal. Returns 0 when tied, 1 when the parent is gone, -1 (errno set) when
/// the system refuses, or where the system has no such call (not Linux).
int miniapp_tie_to_parent(int signal_number, int expected_parent);

#endif
