// nanoslang C++ prelude: the types and functions the C++ target prints
// against. Vectors and matrices have C layout (a vector is its components,
// a matrix its rows); integer arithmetic wraps (compile with -fwrapv) and
// is defined where C++ leaves it undefined, as nanoslang's IR defines it.
#include <algorithm>
#include <array>
#include <atomic>
#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace nsl {

template <class T, int N> struct vec;

template <class T> struct vec<T, 2> {
    T x{}, y{};
    T& operator[](int i) { return i == 0 ? x : y; }
    const T& operator[](int i) const { return i == 0 ? x : y; }
};
template <class T> struct vec<T, 3> {
    T x{}, y{}, z{};
    T& operator[](int i) { return i == 0 ? x : i == 1 ? y : z; }
    const T& operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
};
template <class T> struct vec<T, 4> {
    T x{}, y{}, z{}, w{};
    T& operator[](int i) { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
    const T& operator[](int i) const { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
};

template <class T> struct is_vec : std::false_type {};
template <class T, int N> struct is_vec<vec<T, N>> : std::true_type {};

// Building a vector from scalars and vectors, component by component.
template <class T, int N> void put(vec<T, N>& v, int& i, T s) { v[i++] = s; }
template <class T, int N, int M> void put(vec<T, N>& v, int& i, const vec<T, M>& u) {
    for (int k = 0; k < M; k++) v[i++] = u[k];
}
template <class V, class... A> V make(const A&... a) {
    V v;
    int i = 0;
    (put(v, i, a), ...);
    return v;
}
template <class V, class S> V splat(S s) {
    V v;
    for (int i = 0; i < (int)sizeof(V) / (int)sizeof(s); i++) v[i] = s;
    return v;
}

template <class T, int R, int C> struct mat {
    vec<T, C> rows[R]{};
    vec<T, C>& operator[](int i) { return rows[i]; }
    const vec<T, C>& operator[](int i) const { return rows[i]; }
};

template <int... I, class T, int N> vec<T, (int)sizeof...(I)> swizzle(const vec<T, N>& v) {
    return vec<T, (int)sizeof...(I)>{v[I]...};
}

// Element-wise operators on vectors and matrices.
#define NSL_BINARY(OP)                                                                        \
    template <class T, int N> vec<T, N> operator OP(const vec<T, N>& a, const vec<T, N>& b) { \
        vec<T, N> r;                                                                          \
        for (int i = 0; i < N; i++) r[i] = a[i] OP b[i];                                      \
        return r;                                                                             \
    }                                                                                         \
    template <class T, int R, int C> mat<T, R, C> operator OP(const mat<T, R, C>& a, const mat<T, R, C>& b) { \
        mat<T, R, C> r;                                                                       \
        for (int i = 0; i < R; i++) r[i] = a[i] OP b[i];                                      \
        return r;                                                                             \
    }
NSL_BINARY(+)
NSL_BINARY(-)
NSL_BINARY(*)
NSL_BINARY(/)
NSL_BINARY(&)
NSL_BINARY(|)
NSL_BINARY(^)
NSL_BINARY(<<)
NSL_BINARY(>>)
#undef NSL_BINARY

#define NSL_COMPARE(OP)                                                                          \
    template <class T, int N> vec<bool, N> operator OP(const vec<T, N>& a, const vec<T, N>& b) { \
        vec<bool, N> r;                                                                          \
        for (int i = 0; i < N; i++) r[i] = a[i] OP b[i];                                         \
        return r;                                                                                \
    }
NSL_COMPARE(==)
NSL_COMPARE(!=)
NSL_COMPARE(<)
NSL_COMPARE(<=)
NSL_COMPARE(>)
NSL_COMPARE(>=)
#undef NSL_COMPARE

template <class T, int N> vec<T, N> operator-(const vec<T, N>& a) {
    vec<T, N> r;
    for (int i = 0; i < N; i++) r[i] = -a[i];
    return r;
}
template <class T, int R, int C> mat<T, R, C> operator-(const mat<T, R, C>& a) {
    mat<T, R, C> r;
    for (int i = 0; i < R; i++) r[i] = -a[i];
    return r;
}
template <class T, int N> vec<T, N> operator~(const vec<T, N>& a) {
    vec<T, N> r;
    for (int i = 0; i < N; i++) r[i] = ~a[i];
    return r;
}
template <int N> vec<bool, N> operator!(const vec<bool, N>& a) {
    vec<bool, N> r;
    for (int i = 0; i < N; i++) r[i] = !a[i];
    return r;
}
template <int N> vec<bool, N> operator&&(const vec<bool, N>& a, const vec<bool, N>& b) { return a & b; }
template <int N> vec<bool, N> operator||(const vec<bool, N>& a, const vec<bool, N>& b) { return a | b; }

// Applies a scalar function to every component.
template <class F, class T> auto map(F f, const T& a) {
    if constexpr (is_vec<T>::value) {
        using R = decltype(f(a.x));
        vec<R, (int)(sizeof(T) / sizeof(a.x))> r;
        for (int i = 0; i < (int)(sizeof(T) / sizeof(a.x)); i++) r[i] = f(a[i]);
        return r;
    } else {
        return f(a);
    }
}
template <class F, class T> auto map2(F f, const T& a, const T& b) {
    if constexpr (is_vec<T>::value) {
        T r;
        for (int i = 0; i < (int)(sizeof(T) / sizeof(a.x)); i++) r[i] = f(a[i], b[i]);
        return r;
    } else {
        return f(a, b);
    }
}
template <class F, class T> auto map3(F f, const T& a, const T& b, const T& c) {
    if constexpr (is_vec<T>::value) {
        T r;
        for (int i = 0; i < (int)(sizeof(T) / sizeof(a.x)); i++) r[i] = f(a[i], b[i], c[i]);
        return r;
    } else {
        return f(a, b, c);
    }
}
// On matrices, to every element.
template <class F, class T, int R, int C> auto map(F f, const mat<T, R, C>& a) {
    mat<decltype(f(a[0][0])), R, C> r;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) r[i][j] = f(a[i][j]);
    return r;
}
template <class F, class T, int R, int C> auto map2(F f, const mat<T, R, C>& a, const mat<T, R, C>& b) {
    mat<T, R, C> r;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) r[i][j] = f(a[i][j], b[i][j]);
    return r;
}
template <class F, class T, int R, int C>
auto map3(F f, const mat<T, R, C>& a, const mat<T, R, C>& b, const mat<T, R, C>& c) {
    mat<T, R, C> r;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) r[i][j] = f(a[i][j], b[i][j], c[i][j]);
    return r;
}

// 16-bit floats are the compiler's _Float16 (g++ 12 on x86-64 and
// AArch64): each arithmetic operation rounds to half, conversions round
// once. The C library has no half functions: `wide` gives a half's float
// (exact), the function runs on it and `narrow` rounds the result to half.
// A compiler without _Float16 (clang 14 on x86-64) compiles the programs
// without half only: `f16` is then an empty type nothing converts to.
#ifdef __FLT16_MAX__
using f16 = _Float16;
#else
struct f16 {};
#endif
template <class T> auto wide(T x) {
    if constexpr (std::is_same_v<T, f16>) return (float)x;
    else return x;
}
template <class T, class R> auto narrow(R r) {
    if constexpr (std::is_same_v<T, f16> && std::is_same_v<R, float>) return (f16)r;
    else return r;
}

// Integer division and remainder as the IR defines them: x / 0 is all
// ones, x % 0 is x, MIN / -1 is MIN (RISC-V's rules); floats as IEEE.
template <class T> T div1(T a, T b) {
    if constexpr (std::is_integral_v<T>) {
        if (b == 0) return T(~T(0));
        if (std::is_signed_v<T> && b == T(-1)) return T(0) - a;
        return a / b;
    } else {
        return a / b;
    }
}
template <class T> T rem1(T a, T b) {
    if constexpr (std::is_integral_v<T>) {
        if (b == 0) return a;
        if (std::is_signed_v<T> && b == T(-1)) return 0;
        return a % b;
    } else {
        return T(std::fmod(wide(a), wide(b)));
    }
}
template <class T> T div(const T& a, const T& b) {
    return map2([](auto x, auto y) { return div1(x, y); }, a, b);
}
template <class T> T rem(const T& a, const T& b) {
    return map2([](auto x, auto y) { return rem1(x, y); }, a, b);
}
template <class T, int R, int C> mat<T, R, C> div(const mat<T, R, C>& a, const mat<T, R, C>& b) {
    mat<T, R, C> r;
    for (int i = 0; i < R; i++) r[i] = div(a[i], b[i]);
    return r;
}

// Conversion: float to integer truncates and saturates, NaN gives 0.
template <class To, class From> To cvt1(From x) {
    if constexpr (std::is_same_v<From, f16> && !std::is_same_v<To, f16>) {
        return cvt1<To>((float)x);  // every half is a float
    } else if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To> && !std::is_same_v<To, bool>) {
        if (std::isnan(x)) return 0;
        if (x <= (From)std::numeric_limits<To>::min()) return std::numeric_limits<To>::min();
        if (x >= (From)std::numeric_limits<To>::max()) return std::numeric_limits<To>::max();
        return (To)x;
    } else {
        return (To)x;
    }
}
template <class To, class From> To convert(const From& x) {
    if constexpr (is_vec<From>::value) {
        To r;
        for (int i = 0; i < (int)(sizeof(From) / sizeof(x.x)); i++) r[i] = cvt1<std::remove_reference_t<decltype(r.x)>>(x[i]);
        return r;
    } else {
        return cvt1<To>(x);
    }
}
template <class To, class From> To bitcast(const From& x) {
    static_assert(sizeof(To) == sizeof(From));
    To r;
    std::memcpy(&r, &x, sizeof r);
    return r;
}

template <class T> T select(bool c, const T& a, const T& b) { return c ? a : b; }
template <class T, int N> vec<T, N> select(const vec<bool, N>& c, const vec<T, N>& a, const vec<T, N>& b) {
    vec<T, N> r;
    for (int i = 0; i < N; i++) r[i] = c[i] ? a[i] : b[i];
    return r;
}

// The math library, component by component.
template <class T> T rev(T x) {
    T r = 0;
    for (int i = 0; i < (int)sizeof(T) * 8; i++) r |= T((x >> i) & 1) << (sizeof(T) * 8 - 1 - i);
    return r;
}
// The index of the highest bit that differs from the sign (all ones
// when none), and of the lowest set bit (all ones for 0), as HLSL's
// firstbithigh and firstbitlow.
template <class T> T high_bit(T x) {
    using U = std::make_unsigned_t<T>;
    U u = (U)x;
    if constexpr (std::is_signed_v<T>) u = x < 0 ? (U)~u : u;
    if (u == 0) return T(~T(0));
    return T(63 - __builtin_clzll((unsigned long long)u));
}
template <class T> T low_bit(T x) {
    if (x == 0) return T(~T(0));
    return T(__builtin_ctzll((unsigned long long)(std::make_unsigned_t<T>)x));
}
#define NSL_UNARY(NAME, EXPR)                                                  \
    template <class T> auto NAME(const T& a) {                                 \
        return map([](auto x0) { auto x = wide(x0); return narrow<decltype(x0)>(EXPR); }, a); \
    }
NSL_UNARY(sin, std::sin(x))
NSL_UNARY(cos, std::cos(x))
NSL_UNARY(tan, std::tan(x))
NSL_UNARY(asin, std::asin(x))
NSL_UNARY(acos, std::acos(x))
NSL_UNARY(atan, std::atan(x))
NSL_UNARY(sinh, std::sinh(x))
NSL_UNARY(cosh, std::cosh(x))
NSL_UNARY(tanh, std::tanh(x))
NSL_UNARY(exp, std::exp(x))
NSL_UNARY(exp2, std::exp2(x))
NSL_UNARY(log, std::log(x))
NSL_UNARY(log2, std::log2(x))
NSL_UNARY(log10, std::log10(x))
NSL_UNARY(sqrt, std::sqrt(x))
NSL_UNARY(rsqrt, 1 / std::sqrt(x))
NSL_UNARY(rcp, 1 / x)
NSL_UNARY(floor, std::floor(x))
NSL_UNARY(ceil, std::ceil(x))
NSL_UNARY(round, std::nearbyint(x))
NSL_UNARY(trunc, std::trunc(x))
NSL_UNARY(frac, x - std::floor(x))
NSL_UNARY(saturate, std::fmin(std::fmax(x, decltype(x)(0)), decltype(x)(1)))
NSL_UNARY(degrees, x * decltype(x)(57.295779513082320876798154814105))
NSL_UNARY(radians, x * decltype(x)(0.017453292519943295769236907684886))
NSL_UNARY(isnan, (bool)std::isnan(x))
NSL_UNARY(isinf, (bool)std::isinf(x))
NSL_UNARY(isfinite, (bool)std::isfinite(x))
NSL_UNARY(abs, x < 0 ? decltype(x)(-x) : x)
NSL_UNARY(sign, decltype(x)((x > 0) - (x < 0)))
// The bit counts are u32s of the operand's shape, whatever its width.
NSL_UNARY(countbits, (uint32_t)__builtin_popcountll((unsigned long long)(std::make_unsigned_t<decltype(x)>)x))
NSL_UNARY(reversebits, rev(x))
NSL_UNARY(firstbithigh, (uint32_t)high_bit(x))
NSL_UNARY(firstbitlow, (uint32_t)low_bit(x))
#undef NSL_UNARY
// HLSL's f32tof16 (the half's bits, rounded to nearest even, in a u32)
// and f16tof32 (of the low 16 bits).
template <class T> auto f32tof16(const T& a) {
    return map([](auto x) { return (uint32_t)bitcast<uint16_t>((f16)x); }, a);
}
template <class T> auto f16tof32(const T& a) {
    return map([](auto x) { return (float)bitcast<f16>((uint16_t)(x & 0xffffu)); }, a);
}

#define NSL_BINARY_FN(NAME, EXPR)                                                           \
    template <class T> T NAME(const T& a, const T& b) {                                     \
        return map2(                                                                        \
            [](auto x0, auto y0) { auto x = wide(x0); auto y = wide(y0); return narrow<decltype(x0)>(EXPR); }, \
            a, b);                                                                          \
    }
NSL_BINARY_FN(atan2, std::atan2(x, y))
NSL_BINARY_FN(pow, std::pow(x, y))
NSL_BINARY_FN(step, decltype(x)(y >= x ? 1 : 0))
NSL_BINARY_FN(min, std::is_floating_point_v<decltype(x)> ? decltype(x)(std::fmin(x, y)) : (y < x ? y : x))
NSL_BINARY_FN(max, std::is_floating_point_v<decltype(x)> ? decltype(x)(std::fmax(x, y)) : (x < y ? y : x))
NSL_BINARY_FN(ldexp, x * std::exp2(y))
#undef NSL_BINARY_FN

template <class T> T lerp(const T& a, const T& b, const T& t) {
    return map3([](auto x, auto y, auto s) { return x + (y - x) * s; }, a, b, t);
}
template <class T> T clamp(const T& a, const T& lo, const T& hi) { return min(max(a, lo), hi); }
template <class T> T fma(const T& a, const T& b, const T& c) {
    return map3([](auto x, auto y, auto z) { return narrow<decltype(x)>(std::fma(wide(x), wide(y), wide(z))); }, a, b, c);
}
template <class T> T mad(const T& a, const T& b, const T& c) { return a * b + c; }
template <class T> T smoothstep(const T& e0, const T& e1, const T& x) {
    return map3(
        [](auto a, auto b, auto v) {
            auto t = std::fmin(std::fmax(wide((v - a) / (b - a)), decltype(wide(v))(0)), decltype(wide(v))(1));
            return decltype(v)(t * t * (3 - 2 * t));
        },
        e0, e1, x);
}

template <class T, int N> T dot(const vec<T, N>& a, const vec<T, N>& b) {
    T s = 0;
    for (int i = 0; i < N; i++) s += a[i] * b[i];
    return s;
}
template <class T> vec<T, 3> cross(const vec<T, 3>& a, const vec<T, 3>& b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
template <class T, int N> T length(const vec<T, N>& a) { return T(std::sqrt(wide(dot(a, a)))); }
template <class T, int N> T distance(const vec<T, N>& a, const vec<T, N>& b) { return length(a - b); }
template <class T, int N> vec<T, N> normalize(const vec<T, N>& a) { return a * splat<vec<T, N>>(1 / length(a)); }
template <class T, int N> vec<T, N> reflect(const vec<T, N>& i, const vec<T, N>& n) {
    return i - splat<vec<T, N>>(2 * dot(n, i)) * n;
}
// refract, faceforward and determinant round each step as the IR's ops define them.
template <class T, int N> vec<T, N> refract(const vec<T, N>& i, const vec<T, N>& n, T eta) {
    T d = dot(n, i);
    T k = T(1) - (eta * eta) * (T(1) - d * d);
    vec<T, N> r;
    if (k < T(0)) return r;
    T s = eta * d + T(std::sqrt(wide(k)));
    for (int c = 0; c < N; c++) r[c] = eta * i[c] - s * n[c];
    return r;
}
template <class T, int N> vec<T, N> faceforward(const vec<T, N>& n, const vec<T, N>& i, const vec<T, N>& ng) {
    if (dot(i, ng) < T(0)) return n;
    vec<T, N> r;
    for (int c = 0; c < N; c++) r[c] = -n[c];
    return r;
}
// Cofactor expansion along row 0, the terms summed left to right.
template <class T, int N> T cofactor_determinant(const T (&m)[N][N]) {
    if constexpr (N == 1) {
        return m[0][0];
    } else {
        T sum{};
        for (int j = 0; j < N; j++) {
            T minor[N - 1][N - 1];
            for (int r = 1; r < N; r++)
                for (int c = 0, k = 0; c < N; c++)
                    if (c != j) minor[r - 1][k++] = m[r][c];
            T term = m[0][j] * cofactor_determinant<T, N - 1>(minor);
            sum = j == 0 ? term : j % 2 == 1 ? sum - term : sum + term;
        }
        return sum;
    }
}
template <class T, int N> T determinant(const mat<T, N, N>& m) {
    T a[N][N];
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) a[r][c] = m[r][c];
    return cofactor_determinant<T, N>(a);
}
template <int N> bool any(const vec<bool, N>& a) {
    for (int i = 0; i < N; i++)
        if (a[i]) return true;
    return false;
}
template <int N> bool all(const vec<bool, N>& a) {
    for (int i = 0; i < N; i++)
        if (!a[i]) return false;
    return true;
}
inline bool any(bool a) { return a; }
inline bool all(bool a) { return a; }
// Of numbers: each component compared with 0.
template <class T, int N> bool any(const vec<T, N>& a) {
    for (int i = 0; i < N; i++)
        if (a[i] != T(0)) return true;
    return false;
}
template <class T, int N> bool all(const vec<T, N>& a) {
    for (int i = 0; i < N; i++)
        if (a[i] == T(0)) return false;
    return true;
}
template <class T> inline bool any(T a) { return a != T(0); }
template <class T> inline bool all(T a) { return a != T(0); }

// Matrices: products in the IR's order (mul(M, v) is M times column v).
template <class T, int R, int C> vec<T, R> mul(const mat<T, R, C>& m, const vec<T, C>& v) {
    vec<T, R> r;
    for (int i = 0; i < R; i++) r[i] = dot(m[i], v);
    return r;
}
template <class T, int R, int C> vec<T, C> mul(const vec<T, R>& v, const mat<T, R, C>& m) {
    vec<T, C> r;
    for (int j = 0; j < C; j++) {
        T s = 0;
        for (int k = 0; k < R; k++) s += v[k] * m[k][j];
        r[j] = s;
    }
    return r;
}
template <class T, int R, int K, int C> mat<T, R, C> mul(const mat<T, R, K>& a, const mat<T, K, C>& b) {
    mat<T, R, C> r;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            T s = 0;
            for (int k = 0; k < K; k++) s += a[i][k] * b[k][j];
            r[i][j] = s;
        }
    return r;
}
template <class T, int R, int C> mat<T, C, R> transpose(const mat<T, R, C>& m) {
    mat<T, C, R> r;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) r[j][i] = m[i][j];
    return r;
}

// Atomics on memory the invocations share (std::atomic_ref, C++20).
template <class T> T atomic_add(T& p, std::type_identity_t<T> v) { return std::atomic_ref<T>(p).fetch_add(v); }
template <class T> T atomic_and(T& p, std::type_identity_t<T> v) { return std::atomic_ref<T>(p).fetch_and(v); }
template <class T> T atomic_or(T& p, std::type_identity_t<T> v) { return std::atomic_ref<T>(p).fetch_or(v); }
template <class T> T atomic_xor(T& p, std::type_identity_t<T> v) { return std::atomic_ref<T>(p).fetch_xor(v); }
template <class T> T atomic_exchange(T& p, std::type_identity_t<T> v) { return std::atomic_ref<T>(p).exchange(v); }
template <class T> T atomic_min(T& p, std::type_identity_t<T> v) {
    std::atomic_ref<T> a(p);
    T old = a.load();
    while (v < old && !a.compare_exchange_weak(old, v)) {
    }
    return old;
}
template <class T> T atomic_max(T& p, std::type_identity_t<T> v) {
    std::atomic_ref<T> a(p);
    T old = a.load();
    while (old < v && !a.compare_exchange_weak(old, v)) {
    }
    return old;
}
template <class T> T atomic_cmpxchg(T& p, std::type_identity_t<T> compare, std::type_identity_t<T> v) {
    std::atomic_ref<T>(p).compare_exchange_strong(compare, v);
    return compare;
}

// A storage buffer's elements: the host puts one spare element past the
// last, and an index out of range reaches it, so an out-of-range write
// changes nothing of the buffer and an out-of-range read gives zero (or
// what such a write left there), as Vulkan's robust buffer access allows;
// memory stays safe.
template <class T> struct rt_array {
    T* ptr = nullptr;
    uint32_t count = 0;
    template <class I> T& operator[](I i) const {
        uint64_t k = (uint64_t)i;
        return ptr[k < count ? k : count];
    }
};

// A work group runs as one thread per invocation; barriers synchronize
// them. A wave is one lane (so wave operations act on one value).
inline std::barrier<>* group_barrier = nullptr;
inline void barrier() {
    std::atomic_thread_fence(std::memory_order_seq_cst);
    group_barrier->arrive_and_wait();
}
inline void memory_barrier() { std::atomic_thread_fence(std::memory_order_seq_cst); }

// The host side: buffers as files of bytes in C layout.
inline std::vector<unsigned char> read_raw(const char* dir, const char* name) {
    std::string path = std::string(dir) + "/" + name;
    std::vector<unsigned char> bytes;
    if (FILE* f = std::fopen(path.c_str(), "rb")) {
        unsigned char buf[4096];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + n);
        std::fclose(f);
    }
    return bytes;
}
inline void write_file(const char* dir, const char* name, const std::vector<unsigned char>& bytes) {
    std::string path = std::string(dir) + "/" + name;
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(bytes.data(), 1, bytes.size(), f);
        std::fclose(f);
    }
}

// Buffers passed by address (pointers): `addresses.txt` names each
// (`buffer FILE`) and where its address goes (`patch FILE INTO OFFSET`).
// They stay here for the run (a map's nodes do not move); the files
// patched are read from here.
struct AddressedFile {
    std::vector<unsigned char> bytes;
    bool buffer = false;
};
inline std::map<std::string, AddressedFile>& addressed() {
    static std::map<std::string, AddressedFile> files;
    return files;
}
inline AddressedFile& addressed_file(const char* dir, const std::string& name) {
    auto found = addressed().find(name);
    if (found != addressed().end()) return found->second;
    AddressedFile& f = addressed()[name];
    f.bytes = read_raw(dir, name.c_str());
    return f;
}
inline void load_addresses(const char* dir) {
    std::vector<unsigned char> text = read_raw(dir, "addresses.txt");
    std::istringstream in(std::string(text.begin(), text.end()));
    std::string kind, name, into;
    unsigned long long offset = 0;
    while (in >> kind) {
        if (kind == "buffer" && in >> name) {
            AddressedFile& f = addressed_file(dir, name);
            f.buffer = true;
            // Room past the end: an empty buffer still has an address.
            f.bytes.reserve(f.bytes.size() + 16);
        } else if (kind == "patch" && in >> name >> into >> offset) {
            uint64_t address = (uint64_t)(uintptr_t)addressed_file(dir, name).bytes.data();
            AddressedFile& target = addressed_file(dir, into);
            if (offset + 8 <= target.bytes.size()) std::memcpy(target.bytes.data() + offset, &address, 8);
        }
    }
}
inline std::vector<unsigned char> read_file(const char* dir, const char* name) {
    auto found = addressed().find(name);
    return found != addressed().end() ? found->second.bytes : read_raw(dir, name);
}
inline void save_addresses(const char* dir) {
    for (auto& [name, f] : addressed())
        if (f.buffer) write_file(dir, name.c_str(), f.bytes);
}

}  // namespace nsl

#define NSL_PREFIXED_FN inline
