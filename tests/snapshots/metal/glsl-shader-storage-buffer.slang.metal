tests/compute/glsl-shader-storage-buffer.slang:13:1: error[NSL3150]: cannot lower to Metal: a variable in the storage_buffer_std140 storage class
