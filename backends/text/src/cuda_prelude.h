// nanoslang CUDA prelude: the types and functions the CUDA target prints
// against (vectors, matrices, buffers, the scalar and wave intrinsics).
// It compiles with nvcc and with clang (`-x cuda`), also without the CUDA
// headers (`-nocudainc`), where the CUDA functions it calls are declared
// here. Half precision is behind NSL_CUDA_ENABLE_HALF (cuda_fp16.h).
#include <stddef.h>
#include <stdint.h>

#if defined(__clang__) && !defined(__NVCC__) && !defined(__CUDA_RUNTIME_H__)
// clang without the CUDA headers: the keywords, built-in variables and
// device functions by hand.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __forceinline__ __inline__ __attribute__((always_inline))
#include <__clang_cuda_builtin_vars.h>
__device__ void __syncthreads();
__device__ void __threadfence();
__device__ void __threadfence_block();
__device__ unsigned __activemask();
__device__ unsigned __ballot_sync(unsigned mask, int predicate);
__device__ int __popc(unsigned x);
__device__ int __ffs(int x);
__device__ int __clz(int x);
__device__ unsigned __brev(unsigned x);
__device__ int __popcll(unsigned long long x);
__device__ int __ffsll(long long x);
__device__ int __clzll(long long x);
__device__ unsigned long long __brevll(unsigned long long x);
#define NSL_SHFL(T)                                                             \
    __device__ T __shfl_sync(unsigned mask, T v, int lane, int width = 32);     \
    __device__ T __shfl_xor_sync(unsigned mask, T v, int lane, int width = 32); \
    __device__ T __shfl_up_sync(unsigned mask, T v, unsigned d, int width = 32);
NSL_SHFL(int)
NSL_SHFL(unsigned)
NSL_SHFL(float)
NSL_SHFL(long long)
NSL_SHFL(unsigned long long)
NSL_SHFL(double)
#undef NSL_SHFL
#define NSL_ATOMIC(T)                                  \
    __device__ T atomicAdd(T* p, T v);                 \
    __device__ T atomicMin(T* p, T v);                 \
    __device__ T atomicMax(T* p, T v);                 \
    __device__ T atomicAnd(T* p, T v);                 \
    __device__ T atomicOr(T* p, T v);                  \
    __device__ T atomicXor(T* p, T v);                 \
    __device__ T atomicExch(T* p, T v);                \
    __device__ T atomicCAS(T* p, T compare, T v);
NSL_ATOMIC(int)
NSL_ATOMIC(unsigned)
NSL_ATOMIC(unsigned long long)
NSL_ATOMIC(long long)
#undef NSL_ATOMIC
__device__ float atomicAdd(float* p, float v);
__device__ float atomicExch(float* p, float v);
extern "C" {
#define NSL_MATH1(F) __device__ float F##f(float); __device__ double F(double);
#define NSL_MATH2(F) __device__ float F##f(float, float); __device__ double F(double, double);
NSL_MATH1(sin) NSL_MATH1(cos) NSL_MATH1(tan) NSL_MATH1(asin) NSL_MATH1(acos) NSL_MATH1(atan)
NSL_MATH1(sinh) NSL_MATH1(cosh) NSL_MATH1(tanh) NSL_MATH1(exp) NSL_MATH1(exp2) NSL_MATH1(log)
NSL_MATH1(log2) NSL_MATH1(log10) NSL_MATH1(sqrt) NSL_MATH1(rsqrt) NSL_MATH1(floor) NSL_MATH1(ceil)
NSL_MATH1(rint) NSL_MATH1(trunc) NSL_MATH1(fabs)
NSL_MATH2(atan2) NSL_MATH2(pow) NSL_MATH2(fmin) NSL_MATH2(fmax) NSL_MATH2(fmod)
__device__ float fmaf(float, float, float);
__device__ double fma(double, double, double);
#undef NSL_MATH1
#undef NSL_MATH2
}
// Texture and surface objects (CUDA's texture_indirect_functions.h and
// surface_indirect_functions.h).
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2 };
#define NSL_VECTOR_TYPES(T, P) \
    struct P##2 { T x, y; };   \
    struct P##4 { T x, y, z, w; };
NSL_VECTOR_TYPES(float, float)
NSL_VECTOR_TYPES(int, int)
NSL_VECTOR_TYPES(unsigned, uint)
#undef NSL_VECTOR_TYPES
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t, int);
template <class T> __device__ T tex1DLod(cudaTextureObject_t, float, float);
template <class T> __device__ T tex2DLod(cudaTextureObject_t, float, float, float);
template <class T> __device__ T tex3DLod(cudaTextureObject_t, float, float, float, float);
template <class T> __device__ T texCubemapLod(cudaTextureObject_t, float, float, float, float);
template <class T> __device__ T tex1DLayeredLod(cudaTextureObject_t, float, int, float);
template <class T> __device__ T tex2DLayeredLod(cudaTextureObject_t, float, float, int, float);
template <class T> __device__ T surf1Dread(cudaSurfaceObject_t, int, cudaSurfaceBoundaryMode);
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ T surf3Dread(cudaSurfaceObject_t, int, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ T surf1DLayeredread(cudaSurfaceObject_t, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ T surf2DLayeredread(cudaSurfaceObject_t, int, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ void surf1Dwrite(T, cudaSurfaceObject_t, int, cudaSurfaceBoundaryMode);
template <class T> __device__ void surf2Dwrite(T, cudaSurfaceObject_t, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ void surf3Dwrite(T, cudaSurfaceObject_t, int, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ void surf1DLayeredwrite(T, cudaSurfaceObject_t, int, int, cudaSurfaceBoundaryMode);
template <class T> __device__ void surf2DLayeredwrite(T, cudaSurfaceObject_t, int, int, int, cudaSurfaceBoundaryMode);
#endif

#ifdef NSL_CUDA_ENABLE_HALF
#include <cuda_fp16.h>
#endif

#define NSL_FN __device__ __forceinline__

namespace nsl {

template <class T, int N> struct vec;
template <class T> struct vec<T, 2> {
    T x, y;
    NSL_FN T& operator[](int i) { return i == 0 ? x : y; }
    NSL_FN const T& operator[](int i) const { return i == 0 ? x : y; }
};
template <class T> struct vec<T, 3> {
    T x, y, z;
    NSL_FN T& operator[](int i) { return i == 0 ? x : i == 1 ? y : z; }
    NSL_FN const T& operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
};
template <class T> struct vec<T, 4> {
    T x, y, z, w;
    NSL_FN T& operator[](int i) { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
    NSL_FN const T& operator[](int i) const { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
};
template <class T, int N> NSL_FN int length_of(const vec<T, N>&) { return N; }

template <class T, int N> NSL_FN void put(vec<T, N>& v, int& i, T s) { v[i++] = s; }
template <class T, int N, int M> NSL_FN void put(vec<T, N>& v, int& i, const vec<T, M>& u) {
    for (int k = 0; k < M; k++) v[i++] = u[k];
}
template <class V, class... A> NSL_FN V make(const A&... a) {
    V v{};
    int i = 0;
    (put(v, i, a), ...);
    return v;
}
template <class V, class S> NSL_FN V splat(S s) {
    V v{};
    for (int i = 0; i < length_of(v); i++) v[i] = s;
    return v;
}

template <class T, int R, int C> struct mat {
    vec<T, C> rows[R];
    NSL_FN vec<T, C>& operator[](int i) { return rows[i]; }
    NSL_FN const vec<T, C>& operator[](int i) const { return rows[i]; }
};

// Arrays passed by value.
template <class T, int N> struct FixedArray {
    T data[N];
    NSL_FN T& operator[](int i) { return data[i]; }
    NSL_FN const T& operator[](int i) const { return data[i]; }
};

// Buffers: a structured buffer is its elements and their count, a
// byte-address buffer its words and its size in bytes.
template <class T> struct StructuredBuffer {
    T* data;
    size_t count;
};
template <class T> struct RWStructuredBuffer {
    T* data;
    size_t count;
};
struct ByteAddressBuffer {
    uint32_t* data;
    size_t sizeInBytes;
};
struct RWByteAddressBuffer {
    uint32_t* data;
    size_t sizeInBytes;
};

// Textures are texture objects (the sampler is part of them: a
// SamplerState is kept in the layout but never read), read-write textures
// surface objects. A texel is read as the CUDA type of the same channels
// (1, 2 or 4; a 3-channel texel is read from 4 channels: CUDA has no
// 3-channel formats); surfaces are addressed in bytes along x and read
// out of range as zero.
struct SamplerState {};
template <class T> struct texel {
    using native = T;
    NSL_FN static T from(native v) { return v; }
    NSL_FN static native to(T v) { return v; }
};
#define NSL_TEXEL(T, P)                                                                       \
    template <> struct texel<vec<T, 2>> {                                                     \
        using native = P##2;                                                                  \
        NSL_FN static vec<T, 2> from(native v) { return {v.x, v.y}; }                         \
        NSL_FN static native to(const vec<T, 2>& v) { return native{v.x, v.y}; }              \
    };                                                                                        \
    template <> struct texel<vec<T, 3>> {                                                     \
        using native = P##4;                                                                  \
        NSL_FN static vec<T, 3> from(native v) { return {v.x, v.y, v.z}; }                    \
        NSL_FN static native to(const vec<T, 3>& v) { return native{v.x, v.y, v.z, T(0)}; }   \
    };                                                                                        \
    template <> struct texel<vec<T, 4>> {                                                     \
        using native = P##4;                                                                  \
        NSL_FN static vec<T, 4> from(native v) { return {v.x, v.y, v.z, v.w}; }               \
        NSL_FN static native to(const vec<T, 4>& v) { return native{v.x, v.y, v.z, v.w}; }    \
    };
NSL_TEXEL(float, float)
NSL_TEXEL(int, int)
NSL_TEXEL(unsigned, uint)
#undef NSL_TEXEL
template <class T> using native_texel = typename texel<T>::native;
template <class T, class C> NSL_FN T fetch_1d(cudaTextureObject_t t, C c) {
    return texel<T>::from(tex1Dfetch<native_texel<T>>(t, (int)c.x));
}
template <class T> NSL_FN T sample_level_1d(cudaTextureObject_t t, float c, float lod) {
    return texel<T>::from(tex1DLod<native_texel<T>>(t, c, lod));
}
template <class T> NSL_FN T sample_level_2d(cudaTextureObject_t t, vec<float, 2> c, float lod) {
    return texel<T>::from(tex2DLod<native_texel<T>>(t, c.x, c.y, lod));
}
template <class T> NSL_FN T sample_level_3d(cudaTextureObject_t t, vec<float, 3> c, float lod) {
    return texel<T>::from(tex3DLod<native_texel<T>>(t, c.x, c.y, c.z, lod));
}
template <class T> NSL_FN T sample_level_cube(cudaTextureObject_t t, vec<float, 3> c, float lod) {
    return texel<T>::from(texCubemapLod<native_texel<T>>(t, c.x, c.y, c.z, lod));
}
template <class T> NSL_FN T sample_level_1d_array(cudaTextureObject_t t, vec<float, 2> c, float lod) {
    return texel<T>::from(tex1DLayeredLod<native_texel<T>>(t, c.x, int(c.y), lod));
}
template <class T> NSL_FN T sample_level_2d_array(cudaTextureObject_t t, vec<float, 3> c, float lod) {
    return texel<T>::from(tex2DLayeredLod<native_texel<T>>(t, c.x, c.y, int(c.z), lod));
}
template <class T> NSL_FN int surface_x(int x) { return x * (int)sizeof(native_texel<T>); }
template <class T, class C> NSL_FN T surface_read_1d(cudaSurfaceObject_t s, C c) {
    return texel<T>::from(surf1Dread<native_texel<T>>(s, surface_x<T>((int)c), cudaBoundaryModeZero));
}
template <class T, class C> NSL_FN T surface_read_2d(cudaSurfaceObject_t s, C c) {
    return texel<T>::from(surf2Dread<native_texel<T>>(s, surface_x<T>((int)c.x), (int)c.y, cudaBoundaryModeZero));
}
template <class T, class C> NSL_FN T surface_read_3d(cudaSurfaceObject_t s, C c) {
    return texel<T>::from(
        surf3Dread<native_texel<T>>(s, surface_x<T>((int)c.x), (int)c.y, (int)c.z, cudaBoundaryModeZero));
}
template <class T, class C> NSL_FN T surface_read_1d_array(cudaSurfaceObject_t s, C c) {
    return texel<T>::from(
        surf1DLayeredread<native_texel<T>>(s, surface_x<T>((int)c.x), (int)c.y, cudaBoundaryModeZero));
}
template <class T, class C> NSL_FN T surface_read_2d_array(cudaSurfaceObject_t s, C c) {
    return texel<T>::from(
        surf2DLayeredread<native_texel<T>>(s, surface_x<T>((int)c.x), (int)c.y, (int)c.z, cudaBoundaryModeZero));
}
template <class T, class C> NSL_FN void surface_write_1d(cudaSurfaceObject_t s, C c, T v) {
    surf1Dwrite(texel<T>::to(v), s, surface_x<T>((int)c), cudaBoundaryModeZero);
}
template <class T, class C> NSL_FN void surface_write_2d(cudaSurfaceObject_t s, C c, T v) {
    surf2Dwrite(texel<T>::to(v), s, surface_x<T>((int)c.x), (int)c.y, cudaBoundaryModeZero);
}
template <class T, class C> NSL_FN void surface_write_3d(cudaSurfaceObject_t s, C c, T v) {
    surf3Dwrite(texel<T>::to(v), s, surface_x<T>((int)c.x), (int)c.y, (int)c.z, cudaBoundaryModeZero);
}
template <class T, class C> NSL_FN void surface_write_1d_array(cudaSurfaceObject_t s, C c, T v) {
    surf1DLayeredwrite(texel<T>::to(v), s, surface_x<T>((int)c.x), (int)c.y, cudaBoundaryModeZero);
}
template <class T, class C> NSL_FN void surface_write_2d_array(cudaSurfaceObject_t s, C c, T v) {
    surf2DLayeredwrite(texel<T>::to(v), s, surface_x<T>((int)c.x), (int)c.y, (int)c.z, cudaBoundaryModeZero);
}

template <int... I, class T, int N> NSL_FN vec<T, (int)sizeof...(I)> swizzle(const vec<T, N>& v) {
    return vec<T, (int)sizeof...(I)>{v[I]...};
}

#define NSL_BINARY(OP)                                                                               \
    template <class T, int N> NSL_FN vec<T, N> operator OP(const vec<T, N>& a, const vec<T, N>& b) { \
        vec<T, N> r{};                                                                               \
        for (int i = 0; i < N; i++) r[i] = a[i] OP b[i];                                             \
        return r;                                                                                    \
    }                                                                                                \
    template <class T, int R, int C>                                                                 \
    NSL_FN mat<T, R, C> operator OP(const mat<T, R, C>& a, const mat<T, R, C>& b) {                  \
        mat<T, R, C> r{};                                                                            \
        for (int i = 0; i < R; i++) r[i] = a[i] OP b[i];                                             \
        return r;                                                                                    \
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
#define NSL_COMPARE(OP)                                                                                 \
    template <class T, int N> NSL_FN vec<bool, N> operator OP(const vec<T, N>& a, const vec<T, N>& b) { \
        vec<bool, N> r{};                                                                               \
        for (int i = 0; i < N; i++) r[i] = a[i] OP b[i];                                                \
        return r;                                                                                       \
    }
NSL_COMPARE(==)
NSL_COMPARE(!=)
NSL_COMPARE(<)
NSL_COMPARE(<=)
NSL_COMPARE(>)
NSL_COMPARE(>=)
#undef NSL_COMPARE
template <class T, int N> NSL_FN vec<T, N> operator-(const vec<T, N>& a) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = -a[i];
    return r;
}
template <class T, int R, int C> NSL_FN mat<T, R, C> operator-(const mat<T, R, C>& a) {
    mat<T, R, C> r{};
    for (int i = 0; i < R; i++) r[i] = -a[i];
    return r;
}
template <class T, int N> NSL_FN vec<T, N> operator~(const vec<T, N>& a) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = ~a[i];
    return r;
}
template <int N> NSL_FN vec<bool, N> operator!(const vec<bool, N>& a) {
    vec<bool, N> r{};
    for (int i = 0; i < N; i++) r[i] = !a[i];
    return r;
}

// Scalar helpers; each intrinsic below applies them component-wise.
template <class T> struct is_float { static constexpr bool value = false; };
template <> struct is_float<float> { static constexpr bool value = true; };
template <> struct is_float<double> { static constexpr bool value = true; };
#ifdef NSL_CUDA_ENABLE_HALF
template <> struct is_float<__half> { static constexpr bool value = true; };
#endif
template <class T> struct is_signed { static constexpr bool value = T(-1) < T(0); };

// The bits of an integer, zero-extended to 64.
template <class T> NSL_FN unsigned long long bits_of(T x) {
    if constexpr (sizeof(T) == 8) {
        return (unsigned long long)x;
    } else {
        return (unsigned long long)x & ((1ull << (8 * sizeof(T))) - 1ull);
    }
}
template <class T> NSL_FN T reverse_bits(T x) {
    if constexpr (sizeof(T) == 8) {
        return T(__brevll(bits_of(x)));
    } else {
        return T(__brev((unsigned)bits_of(x)) >> (32 - 8 * sizeof(T)));
    }
}
// The index of the highest bit that differs from the sign bit (signed) or
// is set (unsigned); all ones when none, as HLSL's firstbithigh.
template <class T> NSL_FN uint32_t high_bit(T x) {
    unsigned long long u = bits_of(is_signed<T>::value && x < T(0) ? T(~x) : x);
    return u == 0 ? ~0u : uint32_t(63 - __clzll((long long)u));
}
NSL_FN float sin1(float x) { return sinf(x); }
NSL_FN double sin1(double x) { return sin(x); }
NSL_FN float cos1(float x) { return cosf(x); }
NSL_FN double cos1(double x) { return cos(x); }
NSL_FN float tan1(float x) { return tanf(x); }
NSL_FN float asin1(float x) { return asinf(x); }
NSL_FN float acos1(float x) { return acosf(x); }
NSL_FN float atan1(float x) { return atanf(x); }
NSL_FN float sinh1(float x) { return sinhf(x); }
NSL_FN float cosh1(float x) { return coshf(x); }
NSL_FN float tanh1(float x) { return tanhf(x); }
NSL_FN float exp1(float x) { return expf(x); }
NSL_FN float exp21(float x) { return exp2f(x); }
NSL_FN float log1(float x) { return logf(x); }
NSL_FN float log21(float x) { return log2f(x); }
NSL_FN float log101(float x) { return log10f(x); }
NSL_FN float sqrt1(float x) { return sqrtf(x); }
NSL_FN double sqrt1(double x) { return sqrt(x); }
NSL_FN float rsqrt1(float x) { return rsqrtf(x); }
NSL_FN float floor1(float x) { return floorf(x); }
NSL_FN double floor1(double x) { return floor(x); }
NSL_FN float ceil1(float x) { return ceilf(x); }
NSL_FN double ceil1(double x) { return ceil(x); }
NSL_FN float round1(float x) { return rintf(x); }
NSL_FN double round1(double x) { return rint(x); }
NSL_FN float trunc1(float x) { return truncf(x); }
NSL_FN double trunc1(double x) { return trunc(x); }
NSL_FN float atan21(float y, float x) { return atan2f(y, x); }
NSL_FN float pow1(float x, float y) { return powf(x, y); }
NSL_FN float fmod1(float x, float y) { return fmodf(x, y); }
NSL_FN double fmod1(double x, double y) { return fmod(x, y); }
NSL_FN float fma1(float a, float b, float c) { return fmaf(a, b, c); }
NSL_FN double fma1(double a, double b, double c) { return fma(a, b, c); }

#define NSL_MAP1(NAME, EXPR)                                                   \
    template <class T> NSL_FN T NAME(T x) { return EXPR; }                      \
    template <class T, int N> NSL_FN vec<T, N> NAME(const vec<T, N>& a) {       \
        vec<T, N> r{};                                                          \
        for (int i = 0; i < N; i++) r[i] = NAME(a[i]);                          \
        return r;                                                               \
    }                                                                           \
    template <class T, int R, int C> NSL_FN mat<T, R, C> NAME(const mat<T, R, C>& a) { \
        mat<T, R, C> r{};                                                       \
        for (int i = 0; i < R; i++) r[i] = NAME(a[i]);                          \
        return r;                                                               \
    }
#define NSL_MAP2(NAME, EXPR)                                                                  \
    template <class T> NSL_FN T NAME(T x, T y) { return EXPR; }                               \
    template <class T, int N> NSL_FN vec<T, N> NAME(const vec<T, N>& a, const vec<T, N>& b) { \
        vec<T, N> r{};                                                                        \
        for (int i = 0; i < N; i++) r[i] = NAME(a[i], b[i]);                                  \
        return r;                                                                             \
    }                                                                                         \
    template <class T, int R, int C>                                                          \
    NSL_FN mat<T, R, C> NAME(const mat<T, R, C>& a, const mat<T, R, C>& b) {                  \
        mat<T, R, C> r{};                                                                     \
        for (int i = 0; i < R; i++) r[i] = NAME(a[i], b[i]);                                  \
        return r;                                                                             \
    }
// The bit counts are u32s of the operand's shape, whatever its width.
#define NSL_MAP_U32(NAME, EXPR)                                                \
    template <class T> NSL_FN uint32_t NAME(T x) { return uint32_t(EXPR); }     \
    template <class T, int N> NSL_FN vec<uint32_t, N> NAME(const vec<T, N>& a) { \
        vec<uint32_t, N> r{};                                                   \
        for (int i = 0; i < N; i++) r[i] = NAME(a[i]);                          \
        return r;                                                               \
    }
NSL_MAP1(sin, sin1(x))
NSL_MAP1(cos, cos1(x))
NSL_MAP1(tan, tan1(x))
NSL_MAP1(asin, asin1(x))
NSL_MAP1(acos, acos1(x))
NSL_MAP1(atan, atan1(x))
NSL_MAP1(sinh, sinh1(x))
NSL_MAP1(cosh, cosh1(x))
NSL_MAP1(tanh, tanh1(x))
NSL_MAP1(exp, exp1(x))
NSL_MAP1(exp2, exp21(x))
NSL_MAP1(log, log1(x))
NSL_MAP1(log2, log21(x))
NSL_MAP1(log10, log101(x))
NSL_MAP1(sqrt, sqrt1(x))
NSL_MAP1(rsqrt, rsqrt1(x))
NSL_MAP1(rcp, T(1) / x)
NSL_MAP1(floor, floor1(x))
NSL_MAP1(ceil, ceil1(x))
NSL_MAP1(round, round1(x))
NSL_MAP1(trunc, trunc1(x))
NSL_MAP1(frac, x - T(floor1(x)))
NSL_MAP1(saturate, x < T(0) ? T(0) : x > T(1) ? T(1) : x)
NSL_MAP1(degrees, x * T(57.295779513082320876798154814105))
NSL_MAP1(radians, x * T(0.017453292519943295769236907684886))
NSL_MAP1(abs, x < T(0) ? T(-x) : x)
NSL_MAP1(sign, T((x > T(0)) - (x < T(0))))
NSL_MAP1(reversebits, reverse_bits(x))
NSL_MAP_U32(countbits, sizeof(T) == 8 ? __popcll(bits_of(x)) : __popc((unsigned)bits_of(x)))
NSL_MAP_U32(firstbitlow, x == T(0) ? ~0u : __ffsll((long long)bits_of(x)) - 1)
NSL_MAP_U32(firstbithigh, high_bit(x))
NSL_MAP2(atan2, atan21(x, y))
NSL_MAP2(pow, pow1(x, y))
NSL_MAP2(step, T(y >= x ? 1 : 0))
// A NaN operand gives the other one (SPIR-V's NMin/NMax, IEEE minimumNumber):
// `x != x` holds only for a NaN, so integers keep the plain comparison.
NSL_MAP2(min, x != x ? y : y != y ? x : y < x ? y : x)
NSL_MAP2(max, x != x ? y : y != y ? x : x < y ? y : x)
NSL_MAP2(ldexp, x * exp21(y))
#ifdef NSL_CUDA_ENABLE_HALF
// HLSL's f32tof16 (the half's bits, rounded to nearest even, in a u32)
// and f16tof32 (of the low 16 bits).
NSL_MAP_U32(f32tof16, __half_as_ushort(__float2half_rn(float(x))))
NSL_FN float f16tof32(uint32_t x) { return __half2float(__ushort_as_half((unsigned short)(x & 0xffffu))); }
template <int N> NSL_FN vec<float, N> f16tof32(const vec<uint32_t, N>& a) {
    vec<float, N> r{};
    for (int i = 0; i < N; i++) r[i] = f16tof32(a[i]);
    return r;
}
#endif
#undef NSL_MAP1
#undef NSL_MAP_U32
#undef NSL_MAP2
template <class T> NSL_FN bool isnan(T x) { return x != x; }
template <class T> NSL_FN bool isinf(T x) { return x == x && x - x != x - x; }
template <class T> NSL_FN bool isfinite(T x) { return x - x == x - x; }
// Component-wise on vectors.
#define NSL_CLASSIFY(NAME) \
    template <class T, int N> NSL_FN vec<bool, N> NAME(vec<T, N> v) { \
        vec<bool, N> r; \
        for (int i = 0; i < N; i++) r[i] = NAME(v[i]); \
        return r; \
    }
#define NSL_CLASSIFY_MAT(NAME) \
    template <class T, int R, int C> NSL_FN mat<bool, R, C> NAME(const mat<T, R, C>& m) { \
        mat<bool, R, C> r; \
        for (int i = 0; i < R; i++) r[i] = NAME(m[i]); \
        return r; \
    }
NSL_CLASSIFY(isnan)
NSL_CLASSIFY_MAT(isnan)
NSL_CLASSIFY_MAT(isinf)
NSL_CLASSIFY_MAT(isfinite)
#undef NSL_CLASSIFY_MAT
NSL_CLASSIFY(isinf)
NSL_CLASSIFY(isfinite)
#undef NSL_CLASSIFY
template <class T> NSL_FN T clamp(const T& a, const T& lo, const T& hi) { return min(max(a, lo), hi); }
template <class T> NSL_FN T lerp(const T& a, const T& b, const T& t) { return a + (b - a) * t; }
template <class T> NSL_FN T mad(const T& a, const T& b, const T& c) { return a * b + c; }
template <class T> NSL_FN T fma(T a, T b, T c) { return fma1(a, b, c); }
template <class T> NSL_FN T smoothstep(T e0, T e1, T x) {
    T t = saturate((x - e0) / (e1 - e0));
    return t * t * (T(3) - T(2) * t);
}
template <class T, int N> NSL_FN vec<T, N> smoothstep(const vec<T, N>& e0, const vec<T, N>& e1, const vec<T, N>& x) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = smoothstep(e0[i], e1[i], x[i]);
    return r;
}
template <class T, int R, int C>
NSL_FN mat<T, R, C> smoothstep(const mat<T, R, C>& e0, const mat<T, R, C>& e1, const mat<T, R, C>& x) {
    mat<T, R, C> r{};
    for (int i = 0; i < R; i++) r[i] = smoothstep(e0[i], e1[i], x[i]);
    return r;
}
template <class T, int N> NSL_FN vec<T, N> fma(const vec<T, N>& a, const vec<T, N>& b, const vec<T, N>& c) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = fma(a[i], b[i], c[i]);
    return r;
}
template <class T, int R, int C> NSL_FN mat<T, R, C> fma(const mat<T, R, C>& a, const mat<T, R, C>& b, const mat<T, R, C>& c) {
    mat<T, R, C> r{};
    for (int i = 0; i < R; i++) r[i] = fma(a[i], b[i], c[i]);
    return r;
}

// Integer division and remainder as the IR defines them (x / 0 is all
// ones, x % 0 is x, MIN / -1 is MIN); C's fmod for floats.
template <class T> NSL_FN T div(T a, T b) {
    if constexpr (is_float<T>::value) {
        return a / b;
    } else {
        if (b == T(0)) return T(~T(0));
        if (is_signed<T>::value && b == T(-1)) return T(T(0) - a);
        return a / b;
    }
}
template <class T> NSL_FN T rem(T a, T b) {
    if constexpr (is_float<T>::value) {
        return fmod1(a, b);
    } else {
        if (b == T(0)) return a;
        if (is_signed<T>::value && b == T(-1)) return T(0);
        return a % b;
    }
}
template <class T, int N> NSL_FN vec<T, N> div(const vec<T, N>& a, const vec<T, N>& b) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = div(a[i], b[i]);
    return r;
}
template <class T, int N> NSL_FN vec<T, N> rem(const vec<T, N>& a, const vec<T, N>& b) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = rem(a[i], b[i]);
    return r;
}
template <class T, int R, int C> NSL_FN mat<T, R, C> div(const mat<T, R, C>& a, const mat<T, R, C>& b) {
    mat<T, R, C> r{};
    for (int i = 0; i < R; i++) r[i] = div(a[i], b[i]);
    return r;
}
template <class T, int R, int C> NSL_FN mat<T, R, C> rem(const mat<T, R, C>& a, const mat<T, R, C>& b) {
    mat<T, R, C> r{};
    for (int i = 0; i < R; i++) r[i] = rem(a[i], b[i]);
    return r;
}

template <class To, class From> NSL_FN To convert(const From& x) { return To(x); }
template <class To, class T, int N> NSL_FN To convert(const vec<T, N>& x) {
    To r{};
    for (int i = 0; i < N; i++) r[i] = decltype(r.x)(x[i]);
    return r;
}
template <class To, class From> NSL_FN To bitcast(const From& x) {
    static_assert(sizeof(To) == sizeof(From), "bitcast between sizes");
    union {
        From from;
        To to;
    } u{x};
    return u.to;
}
template <class T> NSL_FN T select(bool c, const T& a, const T& b) { return c ? a : b; }
template <class T, int N> NSL_FN vec<T, N> select(const vec<bool, N>& c, const vec<T, N>& a, const vec<T, N>& b) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = c[i] ? a[i] : b[i];
    return r;
}

template <class T, int N> NSL_FN T dot(const vec<T, N>& a, const vec<T, N>& b) {
    T s = T(0);
    for (int i = 0; i < N; i++) s += a[i] * b[i];
    return s;
}
template <class T> NSL_FN vec<T, 3> cross(const vec<T, 3>& a, const vec<T, 3>& b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
template <class T, int N> NSL_FN T length(const vec<T, N>& a) { return sqrt1(dot(a, a)); }
template <class T, int N> NSL_FN T distance(const vec<T, N>& a, const vec<T, N>& b) { return length(a - b); }
template <class T, int N> NSL_FN vec<T, N> normalize(const vec<T, N>& a) { return a * splat<vec<T, N>>(T(1) / length(a)); }
template <class T, int N> NSL_FN vec<T, N> reflect(const vec<T, N>& i, const vec<T, N>& n) {
    return i - splat<vec<T, N>>(T(2) * dot(n, i)) * n;
}
// refract, faceforward and determinant round each step as the IR's ops define them.
template <class T, int N> NSL_FN vec<T, N> refract(const vec<T, N>& i, const vec<T, N>& n, T eta) {
    T d = dot(n, i);
    T k = T(1) - (eta * eta) * (T(1) - d * d);
    vec<T, N> r{};
    if (k < T(0)) return r;
    T s = eta * d + sqrt1(k);
    for (int c = 0; c < N; c++) r[c] = eta * i[c] - s * n[c];
    return r;
}
template <class T, int N> NSL_FN vec<T, N> faceforward(const vec<T, N>& n, const vec<T, N>& i, const vec<T, N>& ng) {
    if (dot(i, ng) < T(0)) return n;
    vec<T, N> r{};
    for (int c = 0; c < N; c++) r[c] = -n[c];
    return r;
}
// Cofactor expansion along row 0, the terms summed left to right.
template <class T, int N> NSL_FN T cofactor_determinant(const T (&m)[N][N]) {
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
template <class T, int N> NSL_FN T determinant(const mat<T, N, N>& m) {
    T a[N][N];
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) a[r][c] = m[r][c];
    return cofactor_determinant<T, N>(a);
}
template <int N> NSL_FN bool any(const vec<bool, N>& a) {
    for (int i = 0; i < N; i++)
        if (a[i]) return true;
    return false;
}
template <int N> NSL_FN bool all(const vec<bool, N>& a) {
    for (int i = 0; i < N; i++)
        if (!a[i]) return false;
    return true;
}
NSL_FN bool any(bool a) { return a; }
NSL_FN bool all(bool a) { return a; }
// Of numbers: each component compared with 0.
template <class T, int N> NSL_FN bool any(const vec<T, N>& a) {
    for (int i = 0; i < N; i++)
        if (a[i] != T(0)) return true;
    return false;
}
template <class T, int N> NSL_FN bool all(const vec<T, N>& a) {
    for (int i = 0; i < N; i++)
        if (a[i] == T(0)) return false;
    return true;
}
template <class T> NSL_FN bool any(T a) { return a != T(0); }
template <class T> NSL_FN bool all(T a) { return a != T(0); }

template <class T, int R, int C> NSL_FN vec<T, R> mul(const mat<T, R, C>& m, const vec<T, C>& v) {
    vec<T, R> r{};
    for (int i = 0; i < R; i++) r[i] = dot(m[i], v);
    return r;
}
template <class T, int R, int C> NSL_FN vec<T, C> mul(const vec<T, R>& v, const mat<T, R, C>& m) {
    vec<T, C> r{};
    for (int j = 0; j < C; j++)
        for (int k = 0; k < R; k++) r[j] += v[k] * m[k][j];
    return r;
}
template <class T, int R, int K, int C> NSL_FN mat<T, R, C> mul(const mat<T, R, K>& a, const mat<T, K, C>& b) {
    mat<T, R, C> r{};
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            for (int k = 0; k < K; k++) r[i][j] += a[i][k] * b[k][j];
    return r;
}
template <class T, int R, int C> NSL_FN mat<T, C, R> transpose(const mat<T, R, C>& m) {
    mat<T, C, R> r{};
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) r[j][i] = m[i][j];
    return r;
}

// Atomics through CUDA's; 64-bit signed ones through the unsigned type
// (two's complement makes add, and, or, xor and exchange the same).
template <class T> NSL_FN T atomic_add(T& p, T v) { return atomicAdd(&p, v); }
template <class T> NSL_FN T atomic_min(T& p, T v) { return atomicMin(&p, v); }
template <class T> NSL_FN T atomic_max(T& p, T v) { return atomicMax(&p, v); }
template <class T> NSL_FN T atomic_and(T& p, T v) { return atomicAnd(&p, v); }
template <class T> NSL_FN T atomic_or(T& p, T v) { return atomicOr(&p, v); }
template <class T> NSL_FN T atomic_xor(T& p, T v) { return atomicXor(&p, v); }
template <class T> NSL_FN T atomic_exchange(T& p, T v) { return atomicExch(&p, v); }
template <class T> NSL_FN T atomic_cmpxchg(T& p, T compare, T v) { return atomicCAS(&p, compare, v); }
NSL_FN uint32_t atomic_add(uint32_t& p, uint32_t v) { return atomicAdd((unsigned*)&p, (unsigned)v); }
NSL_FN uint64_t atomic_add(uint64_t& p, uint64_t v) {
    return atomicAdd((unsigned long long*)&p, (unsigned long long)v);
}
NSL_FN int64_t atomic_add(int64_t& p, int64_t v) {
    return (int64_t)atomicAdd((unsigned long long*)&p, (unsigned long long)v);
}
NSL_FN uint64_t atomic_max(uint64_t& p, uint64_t v) {
    return atomicMax((unsigned long long*)&p, (unsigned long long)v);
}
NSL_FN uint64_t atomic_min(uint64_t& p, uint64_t v) {
    return atomicMin((unsigned long long*)&p, (unsigned long long)v);
}
NSL_FN int64_t atomic_max(int64_t& p, int64_t v) { return atomicMax((long long*)&p, (long long)v); }
NSL_FN int64_t atomic_min(int64_t& p, int64_t v) { return atomicMin((long long*)&p, (long long)v); }

// Wave intrinsics: a wave is a warp of 32 lanes. With every lane active
// (the fast path) a reduction is a butterfly of shuffles; otherwise the
// active lanes are visited one by one.
// A warp holds 32 consecutive threads of the block's linear order (x
// fastest), so a lane is the linear index modulo 32, and a wave the
// quotient.
NSL_FN uint32_t linear_thread_index() {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
NSL_FN uint32_t lane_index() { return linear_thread_index() & 31u; }
NSL_FN uint32_t wave_index() { return linear_thread_index() >> 5; }
NSL_FN uint32_t wave_count() { return (blockDim.x * blockDim.y * blockDim.z + 31u) >> 5; }
NSL_FN bool wave_is_first_lane() { return (__activemask() & ((1u << lane_index()) - 1u)) == 0u; }
NSL_FN uint32_t wave_count_bits(bool b) { return (uint32_t)__popc(__ballot_sync(__activemask(), b)); }
NSL_FN bool wave_all_true(bool b) { return __ballot_sync(__activemask(), b) == __activemask(); }
NSL_FN bool wave_any_true(bool b) { return __ballot_sync(__activemask(), b) != 0u; }
NSL_FN vec<uint32_t, 4> wave_ballot(bool b) { return {__ballot_sync(__activemask(), b), 0u, 0u, 0u}; }
template <class T> NSL_FN T wave_read_lane_at(T v, uint32_t lane) { return __shfl_sync(__activemask(), v, (int)lane); }
template <class T> NSL_FN T wave_read_lane_first(T v) {
    return __shfl_sync(__activemask(), v, __ffs((int)__activemask()) - 1);
}
template <class T, class F> NSL_FN T wave_reduce(T v, F op) {
    const unsigned mask = __activemask();
    if (mask == 0xffffffffu) {
        for (int d = 16; d > 0; d /= 2) v = op(v, __shfl_xor_sync(mask, v, d));
        return v;
    }
    T r = v;
    bool first = true;
    for (int lane = 0; lane < 32; lane++) {
        if (!(mask & (1u << lane))) continue;
        T other = __shfl_sync(mask, v, lane);
        r = first ? other : op(r, other);
        first = false;
    }
    return r;
}
template <class T, class F> NSL_FN T wave_prefix(T v, T identity, F op) {
    const unsigned mask = __activemask();
    T r = identity;
    for (int lane = 0; lane < 32; lane++) {
        if (!(mask & (1u << lane))) continue;
        T other = __shfl_sync(mask, v, lane);
        if ((uint32_t)lane < lane_index()) r = op(r, other);
    }
    return r;
}
// On vectors, one wave operation per component.
template <class T, int N> NSL_FN vec<T, N> wave_read_lane_at(const vec<T, N>& v, uint32_t lane) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = wave_read_lane_at(v[i], lane);
    return r;
}
template <class T, int N> NSL_FN vec<T, N> wave_read_lane_first(const vec<T, N>& v) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = wave_read_lane_first(v[i]);
    return r;
}
template <class T, int N, class F> NSL_FN vec<T, N> wave_reduce(const vec<T, N>& v, F op) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = wave_reduce(v[i], op);
    return r;
}
template <class T, int N, class F> NSL_FN vec<T, N> wave_prefix(const vec<T, N>& v, T identity, F op) {
    vec<T, N> r{};
    for (int i = 0; i < N; i++) r[i] = wave_prefix(v[i], identity, op);
    return r;
}
struct Add { template <class T> NSL_FN T operator()(T a, T b) const { return a + b; } };
struct Mul { template <class T> NSL_FN T operator()(T a, T b) const { return a * b; } };
struct Min { template <class T> NSL_FN T operator()(T a, T b) const { return b < a ? b : a; } };
struct Max { template <class T> NSL_FN T operator()(T a, T b) const { return a < b ? b : a; } };
struct And { template <class T> NSL_FN T operator()(T a, T b) const { return a & b; } };
struct Or { template <class T> NSL_FN T operator()(T a, T b) const { return a | b; } };
struct Xor { template <class T> NSL_FN T operator()(T a, T b) const { return a ^ b; } };

}  // namespace nsl

#define NSL_PREFIXED_FN NSL_FN
