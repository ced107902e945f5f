<core-prelude>:342:75: error[NSL3156]: the wgsl target has no 16-bit integers
