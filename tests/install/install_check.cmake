# tst_install: `cmake --install` of the whole build into a fresh prefix, then what a user and a
# packager would check there. Run by ctest as
#   cmake -DBUILD_DIR=... -DPREFIX=... -DCONSUMER_SOURCE=... -DCONSUMER_BUILD=... -DGENERATOR=...
#         -DCXX=... -DSANITIZE=... -P install_check.cmake
# 1. every file of the install is there (binaries, .desktop, metainfo, icons, man pages, library,
#    headers, CMake package), and the .desktop and metainfo files pass their validators;
# 2. the installed programs run from the prefix, with no source or build tree around (the app's
#    resources come from Qt resources inside it);
# 3. a project of its own (tests/install/consumer) finds the engine with find_package(Qudoku),
#    builds against the install and gets the right answer.
cmake_minimum_required(VERSION 3.25)

function(run)
    cmake_parse_arguments(R "" "WORKING_DIRECTORY;EXPECT_OUTPUT" "COMMAND;ENV" ${ARGN})
    if(NOT R_WORKING_DIRECTORY)
        set(R_WORKING_DIRECTORY "${PREFIX}")
    endif()
    execute_process(COMMAND "${CMAKE_COMMAND}" -E env ${R_ENV} ${R_COMMAND}
                    WORKING_DIRECTORY "${R_WORKING_DIRECTORY}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        string(JOIN " " shown ${R_COMMAND})
        message(FATAL_ERROR "failed (${rc}): ${shown}\n${out}\n${err}")
    endif()
    if(DEFINED R_EXPECT_OUTPUT AND NOT out STREQUAL R_EXPECT_OUTPUT)
        string(JOIN " " shown ${R_COMMAND})
        message(FATAL_ERROR "${shown}\nprinted:  '${out}'\nexpected: '${R_EXPECT_OUTPUT}'")
    endif()
endfunction()

file(REMOVE_RECURSE "${PREFIX}" "${CONSUMER_BUILD}")
file(MAKE_DIRECTORY "${PREFIX}")
run(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}")

# 1. The files.
set(id io.github.qudoku.Qudoku)
set(expected
    bin/qudoku bin/qudoku-cli
    share/applications/${id}.desktop share/metainfo/${id}.metainfo.xml
    share/icons/hicolor/scalable/apps/${id}.svg
    share/man/man6/qudoku.6 share/man/man6/qudoku-cli.6
    include/qudoku/solver.h include/qudoku/logic/engine.h
    lib/cmake/Qudoku/QudokuConfig.cmake lib/cmake/Qudoku/QudokuConfigVersion.cmake lib/cmake/Qudoku/QudokuTargets.cmake)
foreach(size 16 22 24 32 48 64 128 256 512)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${id}.png)
endforeach()
foreach(f IN LISTS expected)
    if(NOT EXISTS "${PREFIX}/${f}")
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()
file(GLOB_RECURSE core_lib "${PREFIX}/lib*/libqudoku_core.a")
if(NOT core_lib)
    message(FATAL_ERROR "not installed: libqudoku_core.a")
endif()
file(GLOB_RECURSE from_tree "${PREFIX}/*screenshots*")
if(from_tree)
    message(FATAL_ERROR "a development tool was installed: ${from_tree}")
endif()
run(COMMAND desktop-file-validate "${PREFIX}/share/applications/${id}.desktop")
run(COMMAND appstreamcli validate --no-net "${PREFIX}/share/metainfo/${id}.metainfo.xml")
# The icon PNGs have the size their folder says (the IHDR chunk: width and height, big-endian, at 16).
foreach(size 16 22 24 32 48 64 128 256 512)
    file(READ "${PREFIX}/share/icons/hicolor/${size}x${size}/apps/${id}.png" header LIMIT 24 HEX)
    string(SUBSTRING "${header}" 32 8 width_hex)
    math(EXPR width "0x${width_hex}")
    if(NOT width EQUAL size)
        message(FATAL_ERROR "the ${size}x${size} icon is ${width} pixels wide")
    endif()
endforeach()

# 2. The installed programs, run from the prefix in an empty home, on the offscreen platform.
set(easy ".861..5..2....9.1...4.6.2..57....6.83.9...75.....4.9.29..814..7.3.65..8..61397...")
set(answer "786123594253479816194568273572931648349286751618745932925814367437652189861397425")
file(MAKE_DIRECTORY "${PREFIX}/home")
set(env HOME=${PREFIX}/home XDG_CONFIG_HOME=${PREFIX}/home/.config XDG_DATA_HOME=${PREFIX}/home/.local/share
        QT_QPA_PLATFORM=offscreen LANGUAGE=en LANG=C.UTF-8)
file(WRITE "${PREFIX}/home/easy.txt" "${easy}\n")
run(COMMAND "${PREFIX}/bin/qudoku-cli" home/easy.txt ENV ${env} EXPECT_OUTPUT "${answer}\n")
run(COMMAND "${PREFIX}/bin/qudoku-cli" --rate home/easy.txt ENV ${env}
    EXPECT_OUTPUT "er=1.2 score=434 grade=easy hardest=hidden-single steps=46 solved graded-by=hidden-single\n")
run(COMMAND "${PREFIX}/bin/qudoku" --version ENV ${env})
# The app itself, with a puzzle to open: it must still be running (showing it) after 3 seconds.
execute_process(COMMAND "${CMAKE_COMMAND}" -E env ${env} "${PREFIX}/bin/qudoku" home/easy.txt
                WORKING_DIRECTORY "${PREFIX}" TIMEOUT 3 RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc MATCHES "timeout")
    message(FATAL_ERROR "the installed qudoku stopped (${rc}) instead of showing its window:\n${err}")
endif()

# 3. A project of its own, against the install.
set(flags)
if(SANITIZE)
    set(flags "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=${SANITIZE}")
endif()
run(COMMAND "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE}" -B "${CONSUMER_BUILD}" -G "${GENERATOR}"
            "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_PREFIX_PATH=${PREFIX}" ${flags})
run(COMMAND "${CMAKE_COMMAND}" --build "${CONSUMER_BUILD}")
run(COMMAND "${CONSUMER_BUILD}/consumer" "${easy}" EXPECT_OUTPUT "${answer} solved-by-logic er=1.2\n")
message(STATUS "install tree, programs and find_package(Qudoku) consumer: all good")
