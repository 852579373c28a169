# The CMake package of qudoku_core: after `cmake --install`, another project finds it with
#   find_package(Qudoku 0.1 REQUIRED)
#   target_link_libraries(app PRIVATE Qudoku::core)
# (tests/install/consumer is such a project, built against an install by tst_install).
include(CMakePackageConfigHelpers)
set(QUDOKU_CMAKE_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/Qudoku")
install(EXPORT QudokuTargets NAMESPACE Qudoku:: FILE QudokuTargets.cmake
        DESTINATION "${QUDOKU_CMAKE_DIR}" COMPONENT core)
configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/QudokuConfig.cmake.in"
                              "${PROJECT_BINARY_DIR}/QudokuConfig.cmake"
                              INSTALL_DESTINATION "${QUDOKU_CMAKE_DIR}")
write_basic_package_version_file("${PROJECT_BINARY_DIR}/QudokuConfigVersion.cmake"
                                 COMPATIBILITY SameMinorVersion) # 0.x: a minor release may break the API
install(FILES "${PROJECT_BINARY_DIR}/QudokuConfig.cmake" "${PROJECT_BINARY_DIR}/QudokuConfigVersion.cmake"
        DESTINATION "${QUDOKU_CMAKE_DIR}" COMPONENT core)
