#include "CProcessTie.h"

#include <errno.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

int miniapp_tie_to_parent(int signal_number, int expected_parent) {
#ifdef __linux__
    if (prctl(PR_SET_PDEATHSIG, (unsigned long)signal_number, 0UL, 0UL, 0UL) != 0) {
        return -1;
    }
    return getppid() == (pid_t)expected_parent ? 0 : 1;
#else
    (void)signal_number;
    (void)expected_parent;
    errno = ENOSYS;
    return -1;
#endif
}
