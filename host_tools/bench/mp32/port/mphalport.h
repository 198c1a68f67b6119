#define mp_hal_pin_obj_t
#include <unistd.h>
static inline void mp_hal_set_interrupt_char(char c) { (void)c; }
void mp_hal_stdout_tx_strn_cooked(const char *str, size_t len);
