extension SchemaDescriptions {
    /// The descriptions in Vietnamese, by the places that have them.
    static let vietnamese: [String: String] = table([
        (
            [""],
            "Một chỉ báo tải được mô tả bằng dữ liệu, phiên bản schema 1. Tọa độ là phân số của một hộp đơn vị (gốc ở góc trên bên trái, trục y hướng xuống), góc tính bằng radian (chiều dương là chiều kim đồng hồ), thời gian tính bằng giây ở tốc độ 1."
        ),
        (["/properties/$schema"], "URL của JSON Schema này, dành cho trình soạn thảo. Các engine bỏ qua trường này."),
        (["/properties/schemaVersion"], "Phiên bản schema của spec."),
        (["/properties/name"], "Tên của chỉ báo tải."),
        (["/properties/duration"], "Độ dài một chu kỳ tính bằng giây, ở tốc độ 1."),
        (
            ["/properties/params"],
            "Giá trị mặc định của các param, được tham chiếu bằng `{ \"$param\": \"name\" }`. Người dùng có thể ghi đè chúng theo tên."
        ),
        (
            ["/properties/perspective"],
            "Khoảng cách từ người xem đến hộp khi dùng rotateX và rotateY, tính theo đơn vị hộp. Mặc định 2.5."
        ),
        (
            ["/properties/parts"],
            "Các nhóm phần tử, được vẽ theo thứ tự. Chỉ số phần tử (và do đó màu sắc) được đánh liên tục qua các part."
        ),
        (
            ["/properties/tracks", "/definitions/part/properties/tracks"],
            "Các track áp dụng cho mọi phần tử của nhóm. Mỗi thuộc tính có tối đa một track."
        ),
        (
            ["/properties/stagger", "/definitions/part/properties/stagger"],
            "Độ lệch thời điểm bắt đầu của từng phần tử: một danh sách độ lệch tính bằng giây theo chỉ số phần tử, hoặc `{ each, start? }`."
        ),
        (
            [
                "/properties/stagger/anyOf/1/properties/each",
                "/definitions/part/properties/stagger/anyOf/1/properties/each",
            ], "Phần tử i bắt đầu tại giây `start + each * i`."
        ),
        (
            [
                "/properties/stagger/anyOf/1/properties/start",
                "/definitions/part/properties/stagger/anyOf/1/properties/start",
            ], "Độ lệch của phần tử 0, mặc định 0."
        ),
        (
            ["/properties/durations", "/definitions/part/properties/durations"],
            "Độ dài chu kỳ của từng phần tử tính bằng giây, theo chỉ số. Phải có đủ cho mọi phần tử."
        ),
        (
            ["/properties/rest", "/definitions/part/properties/rest"],
            "Giá trị của các thuộc tính không do track nào điều khiển, cũng được hiển thị trước khi phần tử bắt đầu."
        ),
        (
            ["/properties/groupTracks", "/definitions/part/properties/groupTracks"],
            "Các track di chuyển cả nhóm quanh tâm hộp, theo chu kỳ của nhóm, không có stagger."
        ),
        (["/definitions/paramRef"], "Tham chiếu đến một giá trị trong `params`."),
        (["/definitions/paramRef/properties/$param"], "Tên một khóa trong `params` của spec."),
        (["/definitions/part"], "Một nhóm phần tử dùng chung bố cục, hình dạng và các track."),
        (
            ["/definitions/part/properties/duration"],
            "Độ dài chu kỳ của nhóm này tính bằng giây. Mặc định: thời lượng của spec."
        ),
        (["/definitions/layout"], "Vị trí của các phần tử bên trong hộp đơn vị."),
        (["/definitions/layout/oneOf/0"], "Một phần tử."),
        (
            ["/definitions/layout/oneOf/0/properties/size", "/definitions/layout/oneOf/1/properties/size"],
            "Cạnh của phần tử, mặc định 1."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/width", "/definitions/layout/oneOf/1/properties/width"],
            "Chiều rộng phần tử, mặc định `size`."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/height", "/definitions/layout/oneOf/1/properties/height"],
            "Chiều cao phần tử, mặc định `size`."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/x", "/definitions/layout/oneOf/1/properties/x"],
            "Tọa độ x của tâm phần tử, mặc định 0.5."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/y", "/definitions/layout/oneOf/1/properties/y"],
            "Tọa độ y của tâm phần tử, mặc định 0.5."
        ),
        (["/definitions/layout/oneOf/1"], "`count` phần tử chồng lên nhau, tất cả ở cùng một vị trí."),
        (
            [
                "/definitions/layout/oneOf/1/properties/count", "/definitions/layout/oneOf/2/properties/count",
                "/definitions/layout/oneOf/4/properties/count",
            ], "Số phần tử."
        ),
        (["/definitions/layout/oneOf/2"], "Các phần tử nằm cạnh nhau, từ trái sang phải, căn giữa theo chiều dọc."),
        (["/definitions/layout/oneOf/2/properties/gap"], "Khoảng cách giữa hai phần tử."),
        (
            ["/definitions/layout/oneOf/2/properties/itemWidth"],
            "Chiều rộng phần tử. Mặc định: các phần tử và khoảng cách lấp đầy hộp. Khi có chiều rộng, hàng được căn giữa."
        ),
        (
            ["/definitions/layout/oneOf/2/properties/itemHeight"],
            "Chiều cao phần tử. Mặc định: bằng chiều rộng phần tử."
        ),
        (["/definitions/layout/oneOf/3"], "Các phần tử xếp theo hàng và cột lấp đầy hộp, đánh số lần lượt từng hàng."),
        (["/definitions/layout/oneOf/3/properties/columns"], "Số cột."),
        (["/definitions/layout/oneOf/3/properties/rows"], "Số hàng."),
        (["/definitions/layout/oneOf/3/properties/gap"], "Khoảng cách giữa hai ô."),
        (["/definitions/layout/oneOf/4"], "Các phần tử cách đều nhau trên một vòng tròn, theo chiều kim đồng hồ."),
        (
            ["/definitions/layout/oneOf/4/properties/itemSize"],
            "Cạnh của mỗi phần tử. Tâm các phần tử nằm trên vòng tròn bán kính `0.5 - itemSize / 2`."
        ),
        (["/definitions/layout/oneOf/4/properties/itemWidth"], "Chiều rộng phần tử, mặc định `itemSize`."),
        (["/definitions/layout/oneOf/4/properties/itemHeight"], "Chiều cao phần tử, mặc định `itemSize`."),
        (["/definitions/layout/oneOf/4/properties/startAngle"], "Góc của phần tử đầu tiên, mặc định 0 (bên phải tâm)."),
        (
            ["/definitions/layout/oneOf/4/properties/orient"],
            "Xoay mỗi phần tử theo góc của nó cộng π/2, để đỉnh phần tử hướng ra xa tâm."
        ),
        (["/definitions/shape"], "Hình mà mỗi phần tử vẽ, lấp đầy hộp của nó."),
        (
            ["/definitions/shape/oneOf/0"],
            "Một hình elip tô đặc, hoặc khi `sweep` nhỏ hơn 2π thì là phần elip bị một dây cung cắt ra."
        ),
        (
            ["/definitions/shape/oneOf/0/properties/startAngle"],
            "Điểm bắt đầu của cung, tính bằng radian theo chiều kim đồng hồ từ bên phải. Mặc định -π/2 (đỉnh trên)."
        ),
        (
            ["/definitions/shape/oneOf/0/properties/sweep"],
            "Góc mà cung quét, tính bằng radian trong khoảng (0, 2π]. Mặc định 2π."
        ),
        (["/definitions/shape/oneOf/1"], "Một hình chữ nhật tô đặc."),
        (
            ["/definitions/shape/oneOf/1/properties/cornerRadius"],
            "Bán kính bo góc, tính theo tỉ lệ cạnh ngắn hơn của phần tử, từ 0 đến 0.5."
        ),
        (
            ["/definitions/shape/oneOf/2"],
            "Một đường tròn vẽ nét, hoặc các cung của nó. strokeStart và strokeEnd cắt ngắn mọi cung."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/strokeWidth"],
            "Độ dày nét, tính theo tỉ lệ cạnh ngắn hơn của phần tử."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/startAngle"],
            "Điểm bắt đầu của cung đầu tiên, mặc định -π/2 (đỉnh trên). Các cung đi theo chiều kim đồng hồ."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/sweep"],
            "Góc mà mỗi cung quét, tính bằng radian trong khoảng (0, 2π]. Mặc định 2π."
        ),
        (["/definitions/shape/oneOf/2/properties/segments"], "Số cung, cách đều nhau quanh vòng tròn. Mặc định 1."),
        (["/definitions/shape/oneOf/3"], "Một tam giác cân hướng lên trên, lấp đầy phần tử."),
        (["/definitions/shape/oneOf/4"], "Một thanh có hai đầu bo tròn hoàn toàn."),
        (["/definitions/easing/anyOf/0"], "Một easing có tên. `ease` là easing mặc định của CSS."),
        (
            ["/definitions/easing/anyOf/1"],
            "Một đường cong bezier bậc ba `[x1, y1, x2, y2]`, giống cubic-bezier() của CSS."
        ),
        (["/definitions/track"], "Các keyframe của một thuộc tính phần tử trong một chu kỳ."),
        (
            ["/definitions/track/properties/property", "/definitions/groupTrack/properties/property"],
            "Thuộc tính được tạo hoạt ảnh."
        ),
        (
            ["/definitions/track/properties/keyTimes", "/definitions/groupTrack/properties/keyTimes"],
            "Các thời điểm không giảm trong [0, 1] của chu kỳ, mỗi giá trị một thời điểm. Thường bắt đầu ở 0 và kết thúc ở 1."
        ),
        (
            ["/definitions/track/properties/values", "/definitions/groupTrack/properties/values"],
            "Giá trị tại mỗi thời điểm keyframe. Góc tính bằng radian, độ dài là phân số của hộp."
        ),
        (
            ["/definitions/track/properties/easing", "/definitions/groupTrack/properties/easing"],
            "Một easing cho mọi đoạn, hoặc một danh sách mỗi đoạn một easing (`keyTimes.length - 1`). Mặc định linear."
        ),
        (["/definitions/groupTrack"], "Các keyframe của một thuộc tính nhóm trong chu kỳ của nhóm."),
    ])
}
