// mini: the MicroPython core (py/) with just what the rules core needs, built for x86-32 (the
// RP2040's word size) or x86-64, to measure the heap the rules need on a 32-bit VM.
// Features as a board build (EXTRA_FEATURES, as the rp2 port); no extmod, no file objects.
#include <stdint.h>
#include <alloca.h>
#define MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_EXTRA_FEATURES)
#define MICROPY_ENABLE_GC           (1)
#define MICROPY_ENABLE_COMPILER     (1)
#define MICROPY_HELPER_LEXER_UNIX   (1)
#define MICROPY_READER_POSIX        (1)
#define MICROPY_ENABLE_EXTERNAL_IMPORT (1)
#define MICROPY_LONGINT_IMPL        (MICROPY_LONGINT_IMPL_MPZ)
#define MICROPY_FLOAT_IMPL          (MICROPY_FLOAT_IMPL_FLOAT)
#define MICROPY_ENABLE_SOURCE_LINE  (1)
#define MICROPY_ERROR_REPORTING     (MICROPY_ERROR_REPORTING_DETAILED)
#define MICROPY_MEM_STATS           (0)
#define MICROPY_PY_MICROPYTHON_MEM_INFO (1)
#define MICROPY_PY_GC               (1)
#define MICROPY_PY_SYS              (1)
#define MICROPY_PY_SYS_PATH         (1)
#define MICROPY_PY_SYS_ARGV         (1)
#define MICROPY_PY_SYS_EXIT         (1)
#define MICROPY_PY_SYS_STDFILES     (0)
#define MICROPY_PY_ARRAY            (1)
#define MICROPY_PY_STRUCT           (1)
#define MICROPY_PY_COLLECTIONS      (1)
#define MICROPY_PY_IO               (0)
#define MICROPY_PY_UCTYPES          (0)
#define MICROPY_PY_UERRNO           (0)
#define MICROPY_PY_MATH             (0)
#define MICROPY_PY_CMATH            (0)
#define MICROPY_PY_THREAD           (0)
#define MICROPY_PY_BUILTINS_INPUT   (0)
#define MICROPY_PY_BUILTINS_HELP    (0)
#define MICROPY_PY_BUILTINS_STR_UNICODE (1)
#define MICROPY_PY___FILE__         (1)
#define MICROPY_KBD_EXCEPTION       (0)
#define MICROPY_USE_INTERNAL_PRINTF (0)
#define MICROPY_STACK_CHECK         (1)
#define MICROPY_ALLOC_PATH_MAX      (256)
#define MICROPY_PERSISTENT_CODE_LOAD (0)
#define MICROPY_MODULE_BUILTIN_INIT (1)

#define MP_SSIZE_MAX                (0x7fffffff)
typedef intptr_t mp_int_t;
typedef uintptr_t mp_uint_t;
typedef long mp_off_t;
#define MP_PLAT_PRINT_STRN(str, len) mp_hal_stdout_tx_strn_cooked(str, len)
#define MICROPY_HW_BOARD_NAME "mini"
#define MICROPY_HW_MCU_NAME "x86"
#define MP_STATE_PORT MP_STATE_VM
// readfile, writefile, removefile, listfiles: the file access the benchmarks and tests need (prelude.py builds open()
// and lib/os.py on them)
#define MICROPY_PORT_BUILTINS \
    { MP_ROM_QSTR(MP_QSTR_readfile), MP_ROM_PTR(&readfile_obj) }, \
    { MP_ROM_QSTR(MP_QSTR_writefile), MP_ROM_PTR(&writefile_obj) }, \
    { MP_ROM_QSTR(MP_QSTR_removefile), MP_ROM_PTR(&removefile_obj) }, \
    { MP_ROM_QSTR(MP_QSTR_listfiles), MP_ROM_PTR(&listfiles_obj) },
extern const struct _mp_obj_fun_builtin_var_t readfile_obj;
extern const struct _mp_obj_fun_builtin_var_t writefile_obj;
extern const struct _mp_obj_fun_builtin_fixed_t removefile_obj;
extern const struct _mp_obj_fun_builtin_fixed_t listfiles_obj;
