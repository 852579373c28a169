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
    qudoku_qtest_moc(${name})
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

# qudoku_qtest_moc(<target>): moc for a suite, as a plain custom command per file rather than AUTOMOC.
# A suite declares its test class in its .cpp and includes "<file>.moc" at the end (a header of its
# own with a QObject, like tests/app/tst_cli.h, gets moc_<file>.cpp compiled beside it). AUTOMOC's
# step per target (a cmake process that scans every source, asks the compiler for its predefined
# macros, then runs moc) and the mocs_compilation.cpp object it adds took 141 s of the 1,316 s of
# build steps of a cold dev build over the 75 suites (the .ninja_log of a clean clone, 2026-11-30;
# 0.7-3.7 s a suite), where moc on a suite's .cpp takes 30 ms. moc gets the suite's own include
# directories and definitions (Qt's qt6_generate_moc with TARGET), as AUTOMOC gave them.
# Which files need moc is read when CMake configures (a suite's .cpp always does): a header that
# gains a QObject later needs a re-configure (`cmake --preset dev`), as a new source file does.
function(qudoku_qtest_moc target)
    set_target_properties(${target} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    get_target_property(sources ${target} SOURCES)
    set(dir "${CMAKE_CURRENT_BINARY_DIR}/${target}_moc")
    foreach(source IN LISTS sources)
        get_filename_component(path "${source}" ABSOLUTE)
        file(READ "${path}" text)
        if(NOT text MATCHES "Q_OBJECT|Q_GADGET|Q_NAMESPACE")
            continue()
        endif()
        get_filename_component(base "${source}" NAME_WE)
        get_filename_component(extension "${source}" LAST_EXT)
        if(extension STREQUAL ".cpp")
            qt6_generate_moc("${path}" "${dir}/${base}.moc" TARGET ${target})
            target_sources(${target} PRIVATE "${dir}/${base}.moc")
            set_source_files_properties("${dir}/${base}.moc" PROPERTIES HEADER_FILE_ONLY ON)
        else()
            qt6_generate_moc("${path}" "${dir}/moc_${base}.cpp" TARGET ${target})
            target_sources(${target} PRIVATE "${dir}/moc_${base}.cpp")
        endif()
    endforeach()
    target_include_directories(${target} PRIVATE "${dir}")
endfunction()
