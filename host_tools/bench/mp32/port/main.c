// mini [-X heapsize=N[K|M]] PRELUDE SCRIPT [ARGS...]: runs PRELUDE then SCRIPT in one __main__,
// with sys.argv = [SCRIPT, ARGS...] and sys.path = ["", PRELUDE's folder + "/lib", ".frozen"].
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include <dirent.h>
#include "py/builtin.h"
#include "py/compile.h"
#include "py/runtime.h"
#include "py/gc.h"
#include "py/stackctrl.h"
#include "py/mperrno.h"
#include "py/lexer.h"

void mp_hal_stdout_tx_strn_cooked(const char *str, size_t len) {
    ssize_t r = write(1, str, len);
    (void)r;
}

mp_import_stat_t mp_import_stat(const char *path) {
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) return MP_IMPORT_STAT_DIR;
        if (S_ISREG(st.st_mode)) return MP_IMPORT_STAT_FILE;
    }
    return MP_IMPORT_STAT_NO_EXIST;
}

// readfile(path[, offset, n]): the file's bytes (n of them from offset; n < 0: to its end), as
// a file object's read(n) gives them on the board: only what is asked for comes into the heap
STATIC mp_obj_t readfile(size_t n_args, const mp_obj_t *args) {
    const char *path = mp_obj_str_get_str(args[0]);
    FILE *f = fopen(path, "rb");
    if (!f) mp_raise_OSError(MP_ENOENT);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    long at = n_args > 1 ? mp_obj_get_int(args[1]) : 0;
    long n = n_args > 2 ? mp_obj_get_int(args[2]) : -1;
    if (at > size) at = size;
    if (n < 0 || n > size - at) n = size - at;
    fseek(f, at, SEEK_SET);
    vstr_t vstr;
    vstr_init_len(&vstr, n);
    size_t got = fread(vstr.buf, 1, n, f);
    (void)got;
    fclose(f);
    return mp_obj_new_str_from_vstr(&mp_type_bytes, &vstr);
}
MP_DEFINE_CONST_FUN_OBJ_VAR_BETWEEN(readfile_obj, 1, 3, readfile);

// writefile(path, data, offset, create): writes data at offset (create: a new, empty file first)
STATIC mp_obj_t writefile(size_t n_args, const mp_obj_t *args) {
    const char *path = mp_obj_str_get_str(args[0]);
    mp_buffer_info_t buf;
    mp_get_buffer_raise(args[1], &buf, MP_BUFFER_READ);
    FILE *f = fopen(path, mp_obj_is_true(args[3]) ? "wb" : "r+b");
    if (!f) mp_raise_OSError(MP_ENOENT);
    fseek(f, mp_obj_get_int(args[2]), SEEK_SET);
    size_t put = fwrite(buf.buf, 1, buf.len, f);
    fclose(f);
    return MP_OBJ_NEW_SMALL_INT(put);
}
MP_DEFINE_CONST_FUN_OBJ_VAR_BETWEEN(writefile_obj, 4, 4, writefile);

STATIC mp_obj_t removefile(mp_obj_t path_in) {
    if (remove(mp_obj_str_get_str(path_in)) != 0) mp_raise_OSError(MP_ENOENT);
    return mp_const_none;
}
MP_DEFINE_CONST_FUN_OBJ_1(removefile_obj, removefile);

STATIC mp_obj_t listfiles(mp_obj_t path_in) {
    DIR *d = opendir(mp_obj_str_get_str(path_in));
    if (!d) mp_raise_OSError(MP_ENOENT);
    mp_obj_t out = mp_obj_new_list(0, NULL);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            mp_obj_list_append(out, mp_obj_new_str(e->d_name, strlen(e->d_name)));
        }
    }
    closedir(d);
    return out;
}
MP_DEFINE_CONST_FUN_OBJ_1(listfiles_obj, listfiles);

STATIC int run_file(const char *file) {
    nlr_buf_t nlr;
    if (nlr_push(&nlr) == 0) {
        mp_lexer_t *lex = mp_lexer_new_from_file(file);
        qstr source_name = lex->source_name;
        mp_parse_tree_t pt = mp_parse(lex, MP_PARSE_FILE_INPUT);
        mp_obj_t f = mp_compile(&pt, source_name, false);
        mp_call_function_0(f);
        nlr_pop();
        return 0;
    } else {
        mp_obj_t exc = (mp_obj_t)nlr.ret_val;
        if (mp_obj_is_subclass_fast(MP_OBJ_FROM_PTR(((mp_obj_base_t *)MP_OBJ_TO_PTR(exc))->type), MP_OBJ_FROM_PTR(&mp_type_SystemExit))) {
            mp_obj_t v = mp_obj_exception_get_value(exc);
            return v == mp_const_none ? 0 : mp_obj_get_int(v);
        }
        mp_obj_print_exception(&mp_plat_print, exc);
        return 1;
    }
}

int main(int argc, char **argv) {
    mp_stack_ctrl_init();
    mp_stack_set_limit(40000 * sizeof(void *));
    long heap_size = 1024 * 1024;
    int a = 1;
    if (argc > 2 && strcmp(argv[1], "-X") == 0 && strncmp(argv[2], "heapsize=", 9) == 0) {
        char *end;
        heap_size = strtol(argv[2] + 9, &end, 0);
        if ((*end | 0x20) == 'k') heap_size *= 1024;
        else if ((*end | 0x20) == 'm') heap_size *= 1024 * 1024;
        a = 3;
    }
    char *heap = malloc(heap_size);
    gc_init(heap, heap + heap_size);
    mp_init();
    mp_obj_list_init(MP_OBJ_TO_PTR(mp_sys_path), 0);
    mp_obj_list_append(mp_sys_path, MP_OBJ_NEW_QSTR(MP_QSTR_));
    const char *slash = strrchr(argv[a], '/');
    size_t dir = slash ? (size_t)(slash - argv[a] + 1) : 0;
    char lib[256];
    snprintf(lib, sizeof(lib), "%.*slib", (int)dir, argv[a]);
    mp_obj_list_append(mp_sys_path, mp_obj_new_str(lib, strlen(lib)));
    #if MICROPY_MODULE_FROZEN
    mp_obj_list_append(mp_sys_path, MP_OBJ_NEW_QSTR(qstr_from_str(".frozen")));
    #endif
    mp_obj_list_init(MP_OBJ_TO_PTR(mp_sys_argv), 0);
    for (int i = a + 1; i < argc; i++) {
        mp_obj_list_append(mp_sys_argv, mp_obj_new_str(argv[i], strlen(argv[i])));
    }
    int ret = run_file(argv[a]);
    if (ret == 0 && a + 1 < argc) {
        ret = run_file(argv[a + 1]);
    }
    mp_deinit();
    return ret;
}

void nlr_jump_fail(void *val) {
    fprintf(stderr, "FATAL: uncaught NLR %p\n", val);
    exit(1);
}

void MP_WEAK __assert_func(const char *file, int line, const char *func, const char *expr) {
    fprintf(stderr, "assert %s:%d\n", file, line);
    exit(1);
}
