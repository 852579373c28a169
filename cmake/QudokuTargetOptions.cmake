# qudoku_target_options(<target>): warnings, sanitizers, fuzzing instrumentation (fuzz preset only)
# and (bench preset only) native tuning, applied per target so nothing leaks into third-party code or
# global flags.
function(qudoku_target_options target)
    if(QUDOKU_WARNINGS)
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                                 -Wno-sign-conversion)
        if(QUDOKU_WARNINGS_AS_ERRORS)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
    if(QUDOKU_SANITIZE)
        # No recovery: the first report ends the program, so a test cannot pass over undefined
        # behaviour that UBSan would only print (ASAN_OPTIONS/UBSAN_OPTIONS in tests/QudokuTests.cmake
        # say the same at run time, for programs a test starts).
        target_compile_options(${target} PRIVATE -fsanitize=${QUDOKU_SANITIZE} -fno-sanitize-recover=all
                                                 -fno-omit-frame-pointer)
        target_link_options(${target} PRIVATE -fsanitize=${QUDOKU_SANITIZE})
        # Tests that run large sets or promise a response time scale them down under the sanitizers,
        # which make the code several times slower (tests/core/test_support.h, kSanitized).
        target_compile_definitions(${target} PRIVATE QUDOKU_SANITIZED=1)
    endif()
    if(QUDOKU_FUZZ)
        # The fuzz preset (tests/fuzz, with QUDOKU_SANITIZE=address,undefined): libFuzzer's coverage
        # instrumentation in every project target, not only the fuzz targets, so the fuzzer is guided
        # by the branches of core it reaches (fuzzer-no-link: the fuzz targets link the runtime with
        # -fsanitize=fuzzer). UBSan reports are fatal, so the fuzzer keeps the input as a crash instead
        # of printing and moving on. Assertions stay on (-UNDEBUG undoes RelWithDebInfo's -DNDEBUG, which
        # comes earlier on the command line): a broken contract is a finding too.
        target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link -fno-sanitize-recover=all -UNDEBUG)
    endif()
    if(QUDOKU_NATIVE)
        target_compile_options(${target} PRIVATE -march=native -O3)
    endif()
endfunction()
