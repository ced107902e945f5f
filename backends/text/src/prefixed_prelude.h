// nanoslang: scalar functions by type prefix, the names target-intrinsic
// templates spell with `$P` (`$P_sqrt($0)` is `F32_sqrt(x)` for a float
// argument). Appended to the C++ and CUDA preludes, which say how such a
// function is declared (NSL_PREFIXED_FN).
#define NSL_PREFIXED_FLOAT(P, T)                                                        \
    NSL_PREFIXED_FN T P##_sin(T x) { return nsl::sin(x); }                              \
    NSL_PREFIXED_FN T P##_cos(T x) { return nsl::cos(x); }                              \
    NSL_PREFIXED_FN T P##_tan(T x) { return nsl::tan(x); }                              \
    NSL_PREFIXED_FN T P##_asin(T x) { return nsl::asin(x); }                            \
    NSL_PREFIXED_FN T P##_acos(T x) { return nsl::acos(x); }                            \
    NSL_PREFIXED_FN T P##_atan(T x) { return nsl::atan(x); }                            \
    NSL_PREFIXED_FN T P##_atan2(T y, T x) { return nsl::atan2(y, x); }                  \
    NSL_PREFIXED_FN T P##_sinh(T x) { return nsl::sinh(x); }                            \
    NSL_PREFIXED_FN T P##_cosh(T x) { return nsl::cosh(x); }                            \
    NSL_PREFIXED_FN T P##_tanh(T x) { return nsl::tanh(x); }                            \
    NSL_PREFIXED_FN T P##_exp(T x) { return nsl::exp(x); }                              \
    NSL_PREFIXED_FN T P##_exp2(T x) { return nsl::exp2(x); }                            \
    NSL_PREFIXED_FN T P##_log(T x) { return nsl::log(x); }                              \
    NSL_PREFIXED_FN T P##_log2(T x) { return nsl::log2(x); }                            \
    NSL_PREFIXED_FN T P##_log10(T x) { return nsl::log10(x); }                          \
    NSL_PREFIXED_FN T P##_sqrt(T x) { return nsl::sqrt(x); }                            \
    NSL_PREFIXED_FN T P##_rsqrt(T x) { return nsl::rsqrt(x); }                          \
    NSL_PREFIXED_FN T P##_floor(T x) { return nsl::floor(x); }                          \
    NSL_PREFIXED_FN T P##_ceil(T x) { return nsl::ceil(x); }                            \
    NSL_PREFIXED_FN T P##_round(T x) { return nsl::round(x); }                          \
    NSL_PREFIXED_FN T P##_trunc(T x) { return nsl::trunc(x); }                          \
    NSL_PREFIXED_FN T P##_frac(T x) { return nsl::frac(x); }                            \
    NSL_PREFIXED_FN T P##_pow(T x, T y) { return nsl::pow(x, y); }                      \
    NSL_PREFIXED_FN T P##_fmod(T x, T y) { return nsl::rem(x, y); }                     \
    NSL_PREFIXED_FN T P##_abs(T x) { return nsl::abs(x); }                              \
    NSL_PREFIXED_FN T P##_min(T x, T y) { return nsl::min(x, y); }                      \
    NSL_PREFIXED_FN T P##_max(T x, T y) { return nsl::max(x, y); }
#define NSL_PREFIXED_INT(P, T)                                                                  \
    NSL_PREFIXED_FN T P##_min(T x, T y) { return nsl::min(x, y); }                      \
    NSL_PREFIXED_FN T P##_max(T x, T y) { return nsl::max(x, y); }
// `abs` only where it means something: of an unsigned value it is the value.
#define NSL_PREFIXED_SIGNED(P, T)                                                               \
    NSL_PREFIXED_INT(P, T)                                                                      \
    NSL_PREFIXED_FN T P##_abs(T x) { return nsl::abs(x); }
NSL_PREFIXED_FLOAT(F32, float)
NSL_PREFIXED_FLOAT(F64, double)
NSL_PREFIXED_SIGNED(I32, int)
NSL_PREFIXED_INT(U32, unsigned)
NSL_PREFIXED_SIGNED(I64, long long)
NSL_PREFIXED_INT(U64, unsigned long long)
#undef NSL_PREFIXED_FLOAT
#undef NSL_PREFIXED_INT
#undef NSL_PREFIXED_SIGNED
#undef NSL_PREFIXED_FN
