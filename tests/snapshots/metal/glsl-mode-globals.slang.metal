#include <metal_stdlib>
using namespace metal;
