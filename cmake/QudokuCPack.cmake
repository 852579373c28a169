# Debian packages from the release build: `make package` (or `cpack -G DEB` in build/release).
# Two packages, one per install component:
#   qudoku          the app and qudoku-cli, with the .desktop, metainfo, icons and man pages;
#                   its library dependencies (Qt 6, libstdc++) read by dpkg-shlibdeps;
#   libqudoku-dev   qudoku_core's static library, headers and CMake package (find_package(Qudoku)).
set(CPACK_PACKAGE_NAME qudoku)
set(CPACK_PACKAGE_VENDOR "The Qudoku developers")
set(CPACK_PACKAGE_CONTACT "The Qudoku developers <qudoku@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/qudoku/qudoku")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_INSTALL_DIRECTORY qudoku)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL app core)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # name_version_arch.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_APP_PACKAGE_NAME qudoku)
set(CPACK_DEBIAN_APP_PACKAGE_SECTION games)
# The offscreen/xcb platform plugins and the SVG image plugin (the window icon) are loaded at run
# time, so dpkg-shlibdeps cannot see them.
set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
set(CPACK_DEBIAN_CORE_PACKAGE_NAME libqudoku-dev)
set(CPACK_DEBIAN_CORE_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_CORE_PACKAGE_ARCHITECTURE_DEPENDS ON)
# Each package's Description: CPackDeb puts the project's DESCRIPTION ("Sudoku app and fast solver
# library") first, as the summary line of both; these are the long texts after it.
set(CPACK_DEBIAN_APP_DESCRIPTION "Qudoku plays, explains, rates and generates Sudoku puzzles from 4x4 to 25x25:
the qudoku desktop app (hints with explained steps, solver, generator) and the qudoku-cli
command-line tool.")
set(CPACK_DEBIAN_CORE_DESCRIPTION "Development files of Qudoku's Qt-free C++20 engine (solvers, logic engine,
generator): a static library with its headers and a CMake package, find_package(Qudoku) giving
Qudoku::core.")
include(CPack)
