tests/compute/layout-16bit.slang:17:1: error[NSL3156]: the wgsl target has no 16-bit integers
