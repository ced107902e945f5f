struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static nsl::mat<float, 2, 2> core_inverse(nsl::mat<float, 2, 2> p);
static nsl::mat<float, 3, 3> core_inverse_1(nsl::mat<float, 3, 3> m);
static nsl::mat<float, 4, 4> core_inverse_2(nsl::mat<float, 4, 4> a);
static void computeMain() {
    outputBuffer.data[0u] = 128127;
    outputBuffer.data[1u] = 1;
    outputBuffer.data[2u] = -1;
    outputBuffer.data[3u] = -128;
    outputBuffer.data[4u] = 298;
    outputBuffer.data[5u] = -2147286273;
    outputBuffer.data[6u] = 305419896;
    outputBuffer.data[7u] = 79;
    outputBuffer.data[8u] = 1;
    nsl::mat<float, 2, 2> t = core_inverse(nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(2.0f, 0.0f), nsl::make<nsl::vec<float, 2>>(0.0f, 4.0f)}});
    outputBuffer.data[9u] = nsl::convert<int32_t>(t[0].x * 8.0f + t[1].y * 80.0f);
    nsl::mat<float, 3, 3> t_1 = core_inverse_1(nsl::mat<float, 3, 3>{{nsl::make<nsl::vec<float, 3>>(1.0f, 2.0f, 0.0f), nsl::make<nsl::vec<float, 3>>(0.0f, 1.0f, 0.0f), nsl::make<nsl::vec<float, 3>>(0.0f, 0.0f, 1.0f)}});
    nsl::vec<float, 3> t_2 = t_1[0];
    outputBuffer.data[10u] = nsl::convert<int32_t>(t_2.y);
    nsl::vec<float, 3> t_3 = t_1[1];
    outputBuffer.data[11u] = nsl::convert<int32_t>(t_3.x);
    outputBuffer.data[12u] = nsl::convert<int32_t>(t_2.x + t_3.y + t_1[2].z);
    nsl::mat<float, 4, 4> t_4 = core_inverse_2(nsl::mat<float, 4, 4>{{nsl::make<nsl::vec<float, 4>>(2.0f, 0.0f, 0.0f, 0.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 4.0f, 0.0f, 0.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 1.0f, 3.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 0.0f, 1.0f)}});
    outputBuffer.data[13u] = nsl::convert<int32_t>(t_4[0].x * 100.0f);
    outputBuffer.data[14u] = nsl::convert<int32_t>(t_4[1].y * 100.0f);
    nsl::vec<float, 4> t_5 = t_4[2];
    outputBuffer.data[15u] = nsl::convert<int32_t>(t_5.w);
    nsl::vec<float, 4> t_6 = t_4[3];
    outputBuffer.data[16u] = nsl::convert<int32_t>(t_6.z);
    outputBuffer.data[17u] = nsl::convert<int32_t>(t_6.w + t_5.z);
    nsl::mat<float, 4, 4> t_7 = core_inverse_2(nsl::mat<float, 4, 4>{{nsl::make<nsl::vec<float, 4>>(1.0f, 2.0f, 0.0f, 1.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 1.0f, 3.0f, 0.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 1.0f, 4.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 0.0f, 1.0f)}});
    nsl::mat<float, 4, 4> t_8 = nsl::mul(t_7, nsl::mat<float, 4, 4>{{nsl::make<nsl::vec<float, 4>>(1.0f, 2.0f, 0.0f, 1.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 1.0f, 3.0f, 0.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 1.0f, 4.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 0.0f, 1.0f)}});
    nsl::vec<float, 4> t_9 = t_8[0];
    nsl::vec<float, 4> t_10 = t_8[1];
    nsl::vec<float, 4> t_11 = t_8[2];
    outputBuffer.data[18u] = nsl::convert<int32_t>(t_9.x + t_10.y + t_11.z + t_8[3].w);
    outputBuffer.data[19u] = nsl::convert<int32_t>(nsl::abs(t_9.y) + nsl::abs(t_9.z) + nsl::abs(t_9.w) + nsl::abs(t_10.z) + nsl::abs(t_11.w) + nsl::abs(t_10.w));
    nsl::mat<float, 4, 4> t_12 = core_inverse_2(nsl::mat<float, 4, 4>{{nsl::make<nsl::vec<float, 4>>(1.0f, 2.0f, 0.0f, 1.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 1.0f, 3.0f, 0.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 1.0f, 4.0f), nsl::make<nsl::vec<float, 4>>(0.0f, 0.0f, 0.0f, 1.0f)}});
    nsl::vec<float, 4> t_13 = t_12[0];
    outputBuffer.data[20u] = nsl::convert<int32_t>(t_13.y);
    outputBuffer.data[21u] = nsl::convert<int32_t>(t_13.z);
    outputBuffer.data[22u] = nsl::convert<int32_t>(t_13.w);
    outputBuffer.data[23u] = nsl::convert<int32_t>(t_12[1].w);
    return;
}
static nsl::mat<float, 2, 2> core_inverse(nsl::mat<float, 2, 2> p) {
    nsl::vec<float, 2> t_14 = p[0];
    float t_15 = t_14.x;
    nsl::vec<float, 2> t_16 = p[1];
    float t_17 = t_16.y;
    float t_18 = t_14.y;
    float t_19 = t_16.x;
    nsl::vec<float, 2> t_20 = nsl::splat<nsl::vec<float, 2>>(t_15 * t_17 - t_18 * t_19);
    return nsl::div(nsl::mat<float, 2, 2>{{nsl::make<nsl::vec<float, 2>>(t_17, -t_18), nsl::make<nsl::vec<float, 2>>(-t_19, t_15)}}, nsl::mat<float, 2, 2>{{t_20, t_20}});
}
static nsl::mat<float, 3, 3> core_inverse_1(nsl::mat<float, 3, 3> m) {
    nsl::vec<float, 3> t_21 = m[1];
    nsl::vec<float, 3> t_22 = m[2];
    nsl::vec<float, 3> t_23 = nsl::cross(t_21, t_22);
    nsl::vec<float, 3> t_24 = m[0];
    nsl::vec<float, 3> t_25 = nsl::splat<nsl::vec<float, 3>>(nsl::dot(t_24, t_23));
    return nsl::div(nsl::transpose(nsl::mat<float, 3, 3>{{t_23, nsl::cross(t_22, t_24), nsl::cross(t_24, t_21)}}), nsl::mat<float, 3, 3>{{t_25, t_25, t_25}});
}
static nsl::mat<float, 4, 4> core_inverse_2(nsl::mat<float, 4, 4> a) {
    nsl::vec<float, 4> t_26 = a[0];
    float t_27 = t_26.x;
    nsl::vec<float, 4> t_28 = a[1];
    float t_29 = t_28.y;
    float t_30 = t_28.x;
    float t_31 = t_26.y;
    float t_32 = t_27 * t_29 - t_30 * t_31;
    float t_33 = t_28.z;
    float t_34 = t_26.z;
    float t_35 = t_27 * t_33 - t_30 * t_34;
    float t_36 = t_28.w;
    float t_37 = t_26.w;
    float t_38 = t_27 * t_36 - t_30 * t_37;
    float t_39 = t_31 * t_33 - t_29 * t_34;
    float t_40 = t_31 * t_36 - t_29 * t_37;
    float t_41 = t_34 * t_36 - t_33 * t_37;
    nsl::vec<float, 4> t_42 = a[2];
    float t_43 = t_42.z;
    nsl::vec<float, 4> t_44 = a[3];
    float t_45 = t_44.w;
    float t_46 = t_44.z;
    float t_47 = t_42.w;
    float t_48 = t_43 * t_45 - t_46 * t_47;
    float t_49 = t_42.y;
    float t_50 = t_44.y;
    float t_51 = t_49 * t_45 - t_50 * t_47;
    float t_52 = t_49 * t_46 - t_50 * t_43;
    float t_53 = t_42.x;
    float t_54 = t_44.x;
    float t_55 = t_53 * t_45 - t_54 * t_47;
    float t_56 = t_53 * t_46 - t_54 * t_43;
    float t_57 = t_53 * t_50 - t_54 * t_49;
    float t_58 = -t_30;
    float t_59 = -t_54;
    nsl::vec<float, 4> t_60 = nsl::splat<nsl::vec<float, 4>>(t_32 * t_48 - t_35 * t_51 + t_38 * t_52 + t_39 * t_55 - t_40 * t_56 + t_41 * t_57);
    return nsl::div(nsl::mat<float, 4, 4>{{nsl::make<nsl::vec<float, 4>>(t_29 * t_48 - t_33 * t_51 + t_36 * t_52, -t_31 * t_48 + t_34 * t_51 - t_37 * t_52, t_50 * t_41 - t_46 * t_40 + t_45 * t_39, -t_49 * t_41 + t_43 * t_40 - t_47 * t_39), nsl::make<nsl::vec<float, 4>>(t_58 * t_48 + t_33 * t_55 - t_36 * t_56, t_27 * t_48 - t_34 * t_55 + t_37 * t_56, t_59 * t_41 + t_46 * t_38 - t_45 * t_35, t_53 * t_41 - t_43 * t_38 + t_47 * t_35), nsl::make<nsl::vec<float, 4>>(t_30 * t_51 - t_29 * t_55 + t_36 * t_57, -t_27 * t_51 + t_31 * t_55 - t_37 * t_57, t_54 * t_40 - t_50 * t_38 + t_45 * t_32, -t_53 * t_40 + t_49 * t_38 - t_47 * t_32), nsl::make<nsl::vec<float, 4>>(t_58 * t_52 + t_29 * t_56 - t_33 * t_57, t_27 * t_52 - t_31 * t_56 + t_34 * t_57, t_59 * t_39 + t_50 * t_35 - t_46 * t_32, t_53 * t_39 - t_49 * t_35 + t_43 * t_32)}}, nsl::mat<float, 4, 4>{{t_60, t_60, t_60, t_60}});
}
int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s DIR GX GY GZ\n", argv[0]);
        return 2;
    }
    const char* dir = argv[1];
    const uint32_t groups[3] = {(uint32_t)std::atoi(argv[2]), (uint32_t)std::atoi(argv[3]), (uint32_t)std::atoi(argv[4])};
    nsl::load_addresses(dir);
    std::vector<unsigned char> buffer0 = nsl::read_file(dir, "b0_0.bin");
    buffer0.resize(buffer0.size() + sizeof(int32_t));
    outputBuffer.count = (uint32_t)((buffer0.size() - sizeof(int32_t)) / sizeof(int32_t));
    outputBuffer.data = {reinterpret_cast<int32_t*>(buffer0.data()), outputBuffer.count};
    const uint32_t size[3] = {1, 1, 1};
    const uint32_t threads = size[0] * size[1] * size[2];
    std::barrier<> group_barrier((std::ptrdiff_t)threads);
    nsl::group_barrier = &group_barrier;
    for (uint32_t gz = 0; gz < groups[2]; gz++)
    for (uint32_t gy = 0; gy < groups[1]; gy++)
    for (uint32_t gx = 0; gx < groups[0]; gx++) {
        std::vector<std::thread> invocations;
        for (uint32_t index = 0; index < threads; index++) {
            invocations.emplace_back([=] {
                const uint32_t lx = index % size[0], ly = index / size[0] % size[1], lz = index / (size[0] * size[1]);
                computeMain();
            });
        }
        for (std::thread& t : invocations) t.join();
    }
    buffer0.resize(buffer0.size() - sizeof(int32_t));
    nsl::write_file(dir, "b0_0.bin", buffer0);
    nsl::save_addresses(dir);
    return 0;
}
