<core-glsl>:704:51: error[NSL3153]: cannot give atomics atomic-typed memory (WGSL, Metal): an atomic through a pointer that is not an address
