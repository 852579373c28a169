# Precompiled headers: the standard library and Qt headers most files include, parsed once per library
# (text, render, ui, the CLI) and once for the widget suites (tests/ui) instead of once per file (QUDOKU_PCH, on except in the clang preset).
#
# Why: a cold `make test` took 20 minutes on the 2-core machine (2026-11-29), over the 15-minute budget.
# A ui file spends about two thirds of its compile time parsing Qt's headers (mainwindow.cpp 6.5 of
# 10.4 s with -fsyntax-only; digitlayer.cpp 3.0 s without the precompiled header, 1.1 s with it); a Qt
# Test suite about 2 to 5 s in <QtTest> alone. docs/testing.md ("Build time") has the whole-build figures.
#
# What is in them: only headers from outside the project (the standard library, Qt). Our own headers
# change often, and a precompiled header that holds one is rebuilt, with every file that uses it, on
# each edit; the system headers never change between builds.
#
# Not in core: its files parse little (grid.cpp 0.9 s, engine.cpp 1.5 s with -fsyntax-only), and GCC 12
# does not keep the standard headers' own `#pragma GCC diagnostic` silencing in a precompiled header
# (GCC bug 64117, fixed in 13), so -Warray-bounds then fires on std::string's operator+ in core's error
# messages (solo.cpp, sudocue_killer.cpp, compact_killer.cpp), false positives the headers silence.
#
# A target gets Qt's headers only when its files use Qt throughout: they bring Qt's keyword macros
# (`emit`, `signals`, `slots`) into every file, and the CLI's Qt-free solve_pipeline.cpp, whose
# parameter is called `emit`, no longer compiled. So the CLI precompiles the standard library only.
#
# The catch: a file that forgets an #include still compiles, because the precompiled header supplied it.
# The clang preset (a CI stage) builds without them (QUDOKU_PCH=OFF), so a missing #include still fails
# in CI.
option(QUDOKU_PCH "Precompile the standard library and Qt headers (faster cold builds)" ON)

set(QUDOKU_PCH_STD <algorithm> <array> <cstdint> <functional> <map> <memory> <optional> <set> <string>
                   <string_view> <utility> <vector>)
set(QUDOKU_PCH_QT_CORE <QByteArray> <QCoreApplication> <QDir> <QFile> <QFileInfo> <QList> <QLocale> <QObject>
                       <QSettings> <QString> <QStringList> <QTimer>)
set(QUDOKU_PCH_QT_GUI <QColor> <QFont> <QImage> <QKeyEvent> <QPainter> <QPainterPath>)
set(QUDOKU_PCH_QT_WIDGETS <QAction> <QApplication> <QDialog> <QDialogButtonBox> <QGridLayout> <QLabel> <QMenu>
                          <QMessageBox> <QPushButton> <QToolButton> <QVBoxLayout> <QWidget>)

# qudoku_precompile_headers(<target> <flavour>): the headers for a library or program whose files use
# Qt up to <flavour>: none (the standard library only), core, gui or widgets.
function(qudoku_precompile_headers target flavour)
    if(NOT QUDOKU_PCH)
        return()
    endif()
    set(headers ${QUDOKU_PCH_STD})
    if(flavour STREQUAL "core" OR flavour STREQUAL "gui" OR flavour STREQUAL "widgets")
        list(APPEND headers ${QUDOKU_PCH_QT_CORE})
    endif()
    if(flavour STREQUAL "gui" OR flavour STREQUAL "widgets")
        list(APPEND headers ${QUDOKU_PCH_QT_GUI})
    endif()
    if(flavour STREQUAL "widgets")
        list(APPEND headers ${QUDOKU_PCH_QT_WIDGETS})
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# qudoku_test_flavour(<out-var> <libs...>): the Qt a test links, from its LIBS: widgets (the app's
# library or Qt Widgets), gui (render or Qt Gui) or core. <QtTest> differs between them (QT_GUI_LIB and
# QT_WIDGETS_LIB switch parts of it on), so a test shares its directory's precompiled header only with
# tests of the same flavour.
function(qudoku_test_flavour out_var)
    set(flavour core)
    foreach(lib IN LISTS ARGN)
        if(lib MATCHES "^(qudoku_ui|Qt6::Widgets|Qt6::PrintSupport)$")
            set(flavour widgets)
            break()
        elseif(lib MATCHES "^(qudoku_render|Qt6::Gui)$")
            set(flavour gui)
        endif()
    endforeach()
    set(${out_var} ${flavour} PARENT_SCOPE)
endfunction()

# qudoku_test_precompiled_headers(<test> <flavour>): <test> reuses the precompiled header of its
# directory's suites of the same flavour, made once by a small object library beside them. Reuse needs
# the same compiler flags and the same definitions of every macro the header looks at: the suites of one
# directory have them (Qt Test's QT_TESTCASE_BUILDDIR is the directory; the flavour fixes QT_GUI_LIB and
# QT_WIDGETS_LIB; qudoku_target_options and qudoku_test_optimisation give all the same flags). GCC refuses a header that does not fit
# (-Winvalid-pch, an error under -Werror), so a mismatch cannot pass unseen.
function(qudoku_test_precompiled_headers test flavour)
    # Only the widget suites (tests/ui, 21 of them). Not the Qt Core suites (core, CLI, text): they
    # build std::string messages, where GCC 12 with a precompiled header gives the -Warray-bounds false
    # positives above (tst_fast.cpp, tst_reader.cpp), and parse far less Qt. Not the Qt Gui suites
    # (render, vision): three suites in two directories, whose headers took 14 and 11 s to precompile
    # and saved less than that (cold build of 2026-11-30).
    if(NOT QUDOKU_PCH OR NOT flavour STREQUAL "widgets")
        return()
    endif()
    file(RELATIVE_PATH dir "${PROJECT_SOURCE_DIR}" "${CMAKE_CURRENT_SOURCE_DIR}")
    string(MAKE_C_IDENTIFIER "${dir}_pch_${flavour}" carrier)
    if(NOT TARGET ${carrier})
        set(source "${CMAKE_CURRENT_BINARY_DIR}/${carrier}.cpp")
        file(CONFIGURE OUTPUT "${source}" CONTENT "// Compiles nothing: the precompiled header's carrier.\n")
        add_library(${carrier} OBJECT "${source}")
        target_link_libraries(${carrier} PRIVATE Qt6::Test qudoku_ui)
        qudoku_target_options(${carrier})
        qudoku_test_optimisation(${carrier})
        target_compile_features(${carrier} PRIVATE cxx_std_20) # as the suites (qudoku_core's PUBLIC feature)
        set_target_properties(${carrier} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
        set(headers ${QUDOKU_PCH_STD} <chrono> <fstream> <sstream> <thread> ${QUDOKU_PCH_QT_CORE} <QTest>
                    <QSignalSpy> <QTemporaryDir> <QElapsedTimer> <QRegularExpression>)
        list(APPEND headers ${QUDOKU_PCH_QT_GUI} ${QUDOKU_PCH_QT_WIDGETS} <QClipboard> <QDockWidget> <QMenuBar>
                            <QStatusBar>)
        target_precompile_headers(${carrier} PRIVATE ${headers})
    endif()
    target_precompile_headers(${test} REUSE_FROM ${carrier})
endfunction()

# qudoku_test_optimisation(<target>): the suites' own code at -O1 in the optimised-with-line-tables
# build (RelWithDebInfo: dev, clang, fuzz), where the libraries it tests stay at -O2. A suite's code is
# checks and set-up; what it measures runs in the libraries. One file with full debug info compiled
# about a quarter faster (tst_fpuzzles.cpp 27.8 -> 19.7 s of CPU), but with line tables the whole cold
# build barely moved (the steps' times summed 1,810 -> 1,796 s, 2026-11-30): the suites' time is in
# parsing and in line tables, not in optimising. Kept, as it costs the suites nothing measurable; a
# candidate to drop.
function(qudoku_test_optimisation target)
    if(CMAKE_BUILD_TYPE STREQUAL "RelWithDebInfo")
        target_compile_options(${target} PRIVATE -O1)
    endif()
endfunction()
