# qudoku_add_qtest(<name> SOURCES <files...> LIBS <targets...> [LABELS <labels...>] [TIMEOUT <s>]
#                  [LAUNCHER <command...>])
# Builds one Qt Test executable and registers it with ctest. Tests find their data through the
# QUDOKU_TEST_DATA compile definition (tests/data) and, when present, the shared puzzle sets through
# QUDOKU_SHARED_DATA (../shared/data beside the checkout; tests must pass without it). With LAUNCHER,
# ctest runs `<command...> <the executable>` (e.g. tests/ui/atspi/a11ysession.py --, which runs it in a
# private desktop with the AT-SPI bus).
get_filename_component(QUDOKU_SHARED_DATA_DIR "${PROJECT_SOURCE_DIR}/../shared/data" ABSOLUTE)

function(qudoku_add_qtest name)
    cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;LIBS;LABELS;LAUNCHER" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
    target_compile_definitions(${name} PRIVATE
        QUDOKU_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data"
        QUDOKU_SHARED_DATA="${QUDOKU_SHARED_DATA_DIR}")
    qudoku_target_options(${name})
    qudoku_test_optimisation(${name})
    qudoku_test_flavour(flavour ${ARG_LIBS})
    qudoku_test_precompiled_headers(${name} ${flavour})
    if(ARG_LAUNCHER)
        add_test(NAME ${name} COMMAND ${ARG_LAUNCHER} $<TARGET_FILE:${name}>)
    else()
        add_test(NAME ${name} COMMAND ${name})
    endif()
    qudoku_qtest_properties(${name} TIMEOUT "${ARG_TIMEOUT}" LABELS ${ARG_LABELS})
endfunction()

# qudoku_add_qtest_run(<name> <executable> ENVIRONMENT <VAR=value...> [LABELS <labels...>] [TIMEOUT <s>])
# Registers another ctest run of a suite qudoku_add_qtest built, with more environment (e.g. the
# baseline copy of the 9×9 engine: tst_fast_baseline).
function(qudoku_add_qtest_run name executable)
    cmake_parse_arguments(ARG "" "TIMEOUT" "ENVIRONMENT;LABELS" ${ARGN})
    add_test(NAME ${name} COMMAND ${executable})
    qudoku_qtest_properties(${name} TIMEOUT "${ARG_TIMEOUT}" LABELS ${ARG_LABELS} ENVIRONMENT ${ARG_ENVIRONMENT})
endfunction()

# The properties every Qt Test run gets: its time limit, labels and environment.
function(qudoku_qtest_properties name)
    cmake_parse_arguments(ARG "" "TIMEOUT" "ENVIRONMENT;LABELS" ${ARGN})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    # The sanitizer builds run the same work 5 to 20 times slower (forcing chains most of all): they
    # get three times the time, and Qt Test's own limit per test function (5 min) follows the suite's.
    if(QUDOKU_SANITIZE)
        math(EXPR ARG_TIMEOUT "${ARG_TIMEOUT} * 3")
    endif()
    math(EXPR function_timeout_ms "${ARG_TIMEOUT} * 1000")
    set(environment "QT_QPA_PLATFORM=offscreen;QTEST_FUNCTION_TIMEOUT=${function_timeout_ms}" ${ARG_ENVIRONMENT})
    if(QUDOKU_SANITIZE)
        # Halt at the first report, with a stack, also in the programs a test starts (the CLI suites).
        list(APPEND environment "ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=0"
                                "UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1")
    endif()
    set_tests_properties(${name} PROPERTIES TIMEOUT ${ARG_TIMEOUT} LABELS "${ARG_LABELS}"
                                            ENVIRONMENT "${environment}")
endfunction()
