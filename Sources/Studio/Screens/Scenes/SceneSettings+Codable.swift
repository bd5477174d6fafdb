import LoadingLifecycle

/// Scenes mode's settings in `settings.json`: decoding is lenient, as the rest of the file's
/// (a missing, unknown or out-of-range field takes its default, and the whole is normalized).
extension SceneSettings: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, device, landscape, dark, variants, selected, latency, seed, requestCount, gifRequests
    }

    package init(from decoder: Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let v = try? c.decodeIfPresent(String.self, forKey: .kind), let kind = SceneKind(rawValue: v) {
            self.kind = kind
        }
        if let v = try? c.decodeIfPresent(String.self, forKey: .device), let device = SceneDevice(rawValue: v) {
            self.device = device
        }
        if let v = try? c.decodeIfPresent(Bool.self, forKey: .landscape) { landscape = v }
        if let v = try? c.decodeIfPresent(Bool.self, forKey: .dark) { dark = v }
        if let v = try? c.decodeIfPresent([SceneVariant].self, forKey: .variants), !v.isEmpty { variants = v }
        if let v = try? c.decodeIfPresent(Int.self, forKey: .selected) { selected = v }
        if let v = try? c.decodeIfPresent(LatencyModel.self, forKey: .latency) { latency = v }
        if let v = try? c.decodeIfPresent(UInt64.self, forKey: .seed) { seed = v }
        if let v = try? c.decodeIfPresent(Int.self, forKey: .requestCount) { requestCount = v }
        if let v = try? c.decodeIfPresent(Int.self, forKey: .gifRequests) { gifRequests = v }
        self = normalized
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind.rawValue, forKey: .kind)
        try c.encode(device.rawValue, forKey: .device)
        try c.encode(landscape, forKey: .landscape)
        try c.encode(dark, forKey: .dark)
        try c.encode(variants, forKey: .variants)
        try c.encode(selected, forKey: .selected)
        try c.encode(latency.sanitized, forKey: .latency)
        try c.encode(seed, forKey: .seed)
        try c.encode(requestCount, forKey: .requestCount)
        try c.encode(gifRequests, forKey: .gifRequests)
    }
}

extension SceneVariant: Codable {
    enum CodingKeys: String, CodingKey { case shows, builtin, size, policy }

    package init(from decoder: Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = (try? c.decodeIfPresent(String.self, forKey: .shows)).flatMap { $0 }.flatMap(SlotContent.Kind.init)
        switch kind {
        case .builtin?:
            let name = (try? c.decodeIfPresent(String.self, forKey: .builtin)).flatMap { $0 } ?? ""
            content = IndicatorSpecNames.match(name).map(SlotContent.builtin) ?? .editorSpec
        case .progress?: content = .progress
        case .skeleton?: content = .skeleton
        case .editorSpec?, nil: content = .editorSpec
        }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .size), v.isFinite, (4...160).contains(v) {
            slotSize = v
        }
        if let v = try? c.decodeIfPresent(LoadingPolicy.self, forKey: .policy) { policy = v.sanitized }
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(content.kind.rawValue, forKey: .shows)
        if case .builtin(let name) = content { try c.encode(name, forKey: .builtin) }
        try c.encodeIfPresent(slotSize, forKey: .size)
        try c.encode(policy.sanitized, forKey: .policy)
    }
}
