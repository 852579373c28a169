#pragma once
// A small success-or-error value: the project's stand-in for C++23 std::expected.
//
//   Result<Grid, ParseError> r = parsePuzzle(text);
//   if (!r) report(r.error()); else use(*r);
//
// Accessing value() on an error (or error() on a value) is a contract violation and asserts.

#include <cassert>
#include <utility>
#include <variant>

namespace qudoku {

template <class E>
struct Unexpected {
    E error;
};

// Wraps an error so it converts into any Result<T, E>.
template <class E>
Unexpected<E> fail(E error) { return Unexpected<E>{std::move(error)}; }

template <class T, class E>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Result(Unexpected<E> error) : state_(std::in_place_index<1>, std::move(error.error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { assert(ok()); return std::get<0>(state_); }
    const T& value() const& { assert(ok()); return std::get<0>(state_); }
    T&& value() && { assert(ok()); return std::get<0>(std::move(state_)); }
    const E& error() const { assert(!ok()); return std::get<1>(state_); }

    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

private:
    std::variant<T, E> state_;
};

} // namespace qudoku
