struct RWStructuredBuffer {
    nsl::rt_array<int32_t> data;
    uint32_t count;
};
static RWStructuredBuffer outputBuffer;
static void computeMain();
static uint32_t core_bitfieldExtract(uint32_t value, int32_t p, int32_t p_1);
static int32_t core_bitfieldExtract_1(int32_t value_1, int32_t offset, int32_t bits);
static nsl::vec<int32_t, 2> core_bitfieldExtract_4(nsl::vec<int32_t, 2> value_2, int32_t offset_1, int32_t bits_1);
static uint32_t core_bitfieldInsert(uint32_t base, uint32_t insert, int32_t offset_2, int32_t bits_2);
static int8_t core_bitfieldExtract_2(int8_t value_3, int32_t offset_3, int32_t bits_3);
static int8_t core_bitfieldInsert_1(int8_t base_1, int8_t insert_1, int32_t offset_4, int32_t bits_4);
static uint16_t core_bitfieldExtract_3(uint16_t value_4, int32_t offset_5, int32_t bits_5);
static uint16_t core_bitfieldInsert_2(uint16_t base_2, uint16_t insert_2, int32_t offset_6, int32_t bits_6);
static void computeMain() {
    uint32_t t = core_bitfieldExtract(4027435774u, 8, 8);
    outputBuffer.data[0u] = nsl::convert<int32_t>(t);
    int32_t t_1 = core_bitfieldExtract_1(-267531522, 8, 8);
    outputBuffer.data[1u] = t_1;
    int32_t t_2 = core_bitfieldExtract_1(-267531522, 28, 4);
    outputBuffer.data[2u] = t_2;
    int32_t t_3 = core_bitfieldExtract_1(-267531522, 3, 0);
    outputBuffer.data[3u] = t_3;
    uint32_t r;
    int32_t i;
    uint32_t r_1 = 0u;
    int32_t i_1 = 0;
    for (;;) {
        if (i_1 < 1) {
        } else {
            uint32_t t_4 = r_1;
            int32_t t_5 = i_1;
            r = t_4;
            i = t_5;
            break;
        }
        uint32_t t_6 = core_bitfieldInsert(4027435774u, 5u, 0, 4);
        uint32_t t_7 = t_6;
        int32_t t_8 = i_1 + 1;
        r_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[4u] = nsl::convert<int32_t>(r);
    uint32_t r_2;
    int32_t i_2;
    uint32_t r_3 = 0u;
    int32_t i_3 = 0;
    for (;;) {
        if (i_3 < 1) {
        } else {
            uint32_t t_9 = r_3;
            int32_t t_10 = i_3;
            r_2 = t_9;
            i_2 = t_10;
            break;
        }
        uint32_t t_11 = core_bitfieldInsert(4027435774u, 255u, 28, 0);
        uint32_t t_12 = t_11;
        int32_t t_13 = i_3 + 1;
        r_3 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer.data[5u] = nsl::convert<int32_t>(r_2);
    int8_t r_4;
    int32_t i_4;
    int8_t r_5 = int8_t(0);
    int32_t i_5 = 0;
    for (;;) {
        if (i_5 < 1) {
        } else {
            int8_t t_14 = r_5;
            int32_t t_15 = i_5;
            r_4 = t_14;
            i_4 = t_15;
            break;
        }
        int8_t t_16 = core_bitfieldExtract_2(int8_t(-100), 2, 4);
        int8_t t_17 = t_16;
        int32_t t_18 = i_5 + 1;
        r_5 = t_17;
        i_5 = t_18;
        continue;
    }
    outputBuffer.data[6u] = nsl::convert<int32_t>(r_4);
    int8_t r_6;
    int32_t i_6;
    int8_t r_7 = int8_t(0);
    int32_t i_7 = 0;
    for (;;) {
        if (i_7 < 1) {
        } else {
            int8_t t_19 = r_7;
            int32_t t_20 = i_7;
            r_6 = t_19;
            i_6 = t_20;
            break;
        }
        int8_t t_21 = core_bitfieldInsert_1(int8_t(-100), int8_t(1), 7, 1);
        int8_t t_22 = t_21;
        int32_t t_23 = i_7 + 1;
        r_7 = t_22;
        i_7 = t_23;
        continue;
    }
    outputBuffer.data[7u] = nsl::convert<int32_t>(r_6);
    uint16_t r_8;
    int32_t i_8;
    uint16_t r_9 = uint16_t(0);
    int32_t i_9 = 0;
    for (;;) {
        if (i_9 < 1) {
        } else {
            uint16_t t_24 = r_9;
            int32_t t_25 = i_9;
            r_8 = t_24;
            i_8 = t_25;
            break;
        }
        uint16_t t_26 = core_bitfieldExtract_3(uint16_t(48879), 4, 8);
        uint16_t t_27 = t_26;
        int32_t t_28 = i_9 + 1;
        r_9 = t_27;
        i_9 = t_28;
        continue;
    }
    outputBuffer.data[8u] = nsl::convert<int32_t>(r_8);
    uint16_t r_10;
    int32_t i_10;
    uint16_t r_11 = uint16_t(0);
    int32_t i_11 = 0;
    for (;;) {
        if (i_11 < 1) {
        } else {
            uint16_t t_29 = r_11;
            int32_t t_30 = i_11;
            r_10 = t_29;
            i_10 = t_30;
            break;
        }
        uint16_t t_31 = core_bitfieldInsert_2(uint16_t(48879), uint16_t(0), 12, 4);
        uint16_t t_32 = t_31;
        int32_t t_33 = i_11 + 1;
        r_11 = t_32;
        i_11 = t_33;
        continue;
    }
    outputBuffer.data[9u] = nsl::convert<int32_t>(r_10);
    nsl::vec<int32_t, 2> t_34 = core_bitfieldExtract_4(nsl::make<nsl::vec<int32_t, 2>>(112, 128), 4, 4);
    outputBuffer.data[10u] = t_34.x * 10 + t_34.y;
    nsl::vec<uint32_t, 2> base_3 = nsl::vec<uint32_t, 2>{};
    base_3 = nsl::make<nsl::vec<uint32_t, 2>>(0u, 255u);
    nsl::vec<uint32_t, 2> insert_3 = nsl::vec<uint32_t, 2>{};
    insert_3 = nsl::make<nsl::vec<uint32_t, 2>>(3u, 0u);
    nsl::vec<uint32_t, 2> r_12 = nsl::vec<uint32_t, 2>{};
    int32_t i_12;
    int32_t i_13 = 0;
    for (;;) {
        if (i_13 < 2) {
        } else {
            i_12 = i_13;
            break;
        }
        uint32_t t_35 = base_3[i_13];
        uint32_t t_36 = insert_3[i_13];
        uint32_t t_37 = core_bitfieldInsert(t_35, t_36, 1, 2);
        r_12[i_13] = t_37;
        i_13 = i_13 + 1;
        continue;
    }
    nsl::vec<uint32_t, 2> t_38 = r_12;
    outputBuffer.data[11u] = nsl::convert<int32_t>(t_38.x * 1000u + t_38.y);
    return;
}
static uint32_t core_bitfieldExtract(uint32_t value, int32_t p, int32_t p_1) {
    uint32_t r_13;
    int32_t i_14;
    uint32_t r_14 = 0u;
    int32_t i_15 = 0;
    for (;;) {
        if (i_15 < 1) {
        } else {
            uint32_t t_39 = r_14;
            int32_t t_40 = i_15;
            r_13 = t_39;
            i_14 = t_40;
            break;
        }
        uint32_t t_41;
        for (;;) {
            if (p_1 <= 0) {
                t_41 = 0u;
                break;
            }
            t_41 = uint32_t(uint32_t(value << (nsl::convert<uint32_t>(32 - p - p_1) & 31u)) >> (nsl::convert<uint32_t>(32 - p_1) & 31u));
            break;
        }
        uint32_t t_42 = t_41;
        int32_t t_43 = i_15 + 1;
        r_14 = t_42;
        i_15 = t_43;
        continue;
    }
    return r_13;
}
static int32_t core_bitfieldExtract_1(int32_t value_1, int32_t offset, int32_t bits) {
    int32_t r_15;
    int32_t i_16;
    int32_t r_16 = 0;
    int32_t i_17 = 0;
    for (;;) {
        if (i_17 < 1) {
        } else {
            int32_t t_44 = r_16;
            int32_t t_45 = i_17;
            r_15 = t_44;
            i_16 = t_45;
            break;
        }
        int32_t t_46;
        for (;;) {
            if (bits <= 0) {
                t_46 = 0;
                break;
            }
            t_46 = int32_t(int32_t(value_1 << (32 - offset - bits & 31)) >> (32 - bits & 31));
            break;
        }
        int32_t t_47 = t_46;
        int32_t t_48 = i_17 + 1;
        r_16 = t_47;
        i_17 = t_48;
        continue;
    }
    return r_15;
}
static nsl::vec<int32_t, 2> core_bitfieldExtract_4(nsl::vec<int32_t, 2> value_2, int32_t offset_1, int32_t bits_1) {
    nsl::vec<int32_t, 2> value_5 = nsl::vec<int32_t, 2>{};
    value_5 = value_2;
    nsl::vec<int32_t, 2> r_17 = nsl::vec<int32_t, 2>{};
    int32_t i_18;
    int32_t i_19 = 0;
    for (;;) {
        if (i_19 < 2) {
        } else {
            i_18 = i_19;
            break;
        }
        int32_t t_49 = value_5[i_19];
        int32_t t_50;
        for (;;) {
            if (bits_1 <= 0) {
                t_50 = 0;
                break;
            }
            t_50 = int32_t(int32_t(t_49 << (32 - offset_1 - bits_1 & 31)) >> (32 - bits_1 & 31));
            break;
        }
        r_17[i_19] = t_50;
        i_19 = i_19 + 1;
        continue;
    }
    nsl::vec<int32_t, 2> t_51 = r_17;
    return t_51;
}
static uint32_t core_bitfieldInsert(uint32_t base, uint32_t insert, int32_t offset_2, int32_t bits_2) {
    if (bits_2 <= 0) {
        return base;
    }
    uint32_t t_52 = nsl::convert<uint32_t>(offset_2);
    uint32_t t_53 = uint32_t(nsl::select(bits_2 >= 32, 4294967295u, uint32_t(~uint32_t(4294967295u << (nsl::convert<uint32_t>(bits_2) & 31u)))) << (t_52 & 31u));
    return base & uint32_t(~t_53) | uint32_t(insert << (t_52 & 31u)) & t_53;
}
static int8_t core_bitfieldExtract_2(int8_t value_3, int32_t offset_3, int32_t bits_3) {
    if (bits_3 <= 0) {
        return int8_t(0);
    }
    return nsl::convert<int8_t>(int32_t(nsl::convert<int32_t>(nsl::convert<int8_t>(int32_t(nsl::convert<int32_t>(value_3) << (nsl::convert<int32_t>(nsl::convert<int8_t>(8 - offset_3 - bits_3)) & 31)))) >> (nsl::convert<int32_t>(nsl::convert<int8_t>(8 - bits_3)) & 31)));
}
static int8_t core_bitfieldInsert_1(int8_t base_1, int8_t insert_1, int32_t offset_4, int32_t bits_4) {
    if (bits_4 <= 0) {
        return base_1;
    }
    int8_t t_54;
    if (bits_4 >= 8) {
        t_54 = int8_t(-1);
    } else {
        t_54 = int8_t(~nsl::convert<int8_t>(int32_t(-1 << (nsl::convert<int32_t>(nsl::convert<int8_t>(bits_4)) & 31))));
    }
    int32_t t_55 = nsl::convert<int32_t>(nsl::convert<int8_t>(offset_4));
    int8_t t_56 = nsl::convert<int8_t>(int32_t(nsl::convert<int32_t>(t_54) << (t_55 & 31)));
    return int8_t(int8_t(base_1 & int8_t(~t_56)) | int8_t(nsl::convert<int8_t>(int32_t(nsl::convert<int32_t>(insert_1) << (t_55 & 31))) & t_56));
}
static uint16_t core_bitfieldExtract_3(uint16_t value_4, int32_t offset_5, int32_t bits_5) {
    if (bits_5 <= 0) {
        return uint16_t(0);
    }
    return nsl::convert<uint16_t>(uint32_t(nsl::convert<uint32_t>(nsl::convert<uint16_t>(uint32_t(nsl::convert<uint32_t>(value_4) << (nsl::convert<uint32_t>(nsl::convert<uint16_t>(16 - offset_5 - bits_5)) & 31u)))) >> (nsl::convert<uint32_t>(nsl::convert<uint16_t>(16 - bits_5)) & 31u)));
}
static uint16_t core_bitfieldInsert_2(uint16_t base_2, uint16_t insert_2, int32_t offset_6, int32_t bits_6) {
    if (bits_6 <= 0) {
        return base_2;
    }
    uint16_t t_57;
    if (bits_6 >= 16) {
        t_57 = uint16_t(65535);
    } else {
        t_57 = uint16_t(~nsl::convert<uint16_t>(uint32_t(65535u << (nsl::convert<uint32_t>(nsl::convert<uint16_t>(bits_6)) & 31u))));
    }
    uint32_t t_58 = nsl::convert<uint32_t>(nsl::convert<uint16_t>(offset_6));
    uint16_t t_59 = nsl::convert<uint16_t>(uint32_t(nsl::convert<uint32_t>(t_57) << (t_58 & 31u)));
    return uint16_t(uint16_t(base_2 & uint16_t(~t_59)) | uint16_t(nsl::convert<uint16_t>(uint32_t(nsl::convert<uint32_t>(insert_2) << (t_58 & 31u))) & t_59));
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
