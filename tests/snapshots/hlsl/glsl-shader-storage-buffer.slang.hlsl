tests/compute/glsl-shader-storage-buffer.slang:13:1: error[NSL3150]: cannot lower to HLSL: a variable in the storage_buffer_std140 storage class
