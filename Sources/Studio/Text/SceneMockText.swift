import Localization

/// The texts of the Scenes mode's mock app: its titles and the real-looking content of each
/// scene (a sign-in form, an inbox, a feed, a profile, a document, a list of files), written for
/// each language with names and places natural to it.
enum SceneMockText {
    /// The status bar's time.
    static let time = Message("scene.mock.time")

    /// The app bar's title of a scene.
    static func title(_ kind: SceneKind) -> Message {
        switch kind {
        case .button: Message("scene.mock.title.button")
        case .list: Message("scene.mock.title.list")
        case .feed: Message("scene.mock.title.feed")
        case .overlay: Message("scene.mock.title.overlay")
        case .toolbar: Message("scene.mock.title.toolbar")
        case .upload: Message("scene.mock.title.upload")
        }
    }

    /// The sign-in form (the button scene).
    enum SignIn {
        static let heading = Message("scene.mock.signin.heading")
        static let subtitle = Message("scene.mock.signin.subtitle")
        static let emailLabel = Message("scene.mock.signin.emailLabel")
        static let email = Message("scene.mock.signin.email")
        static let passwordLabel = Message("scene.mock.signin.passwordLabel")
        static let button = Message("scene.mock.signin.button")
        static let forgot = Message("scene.mock.signin.forgot")
        static let name = Message("scene.mock.signin.name")
        static let welcome = Message("scene.mock.signin.welcome")
        static let welcomeDetail = Message("scene.mock.signin.welcomeDetail")
        static let error = Message("scene.mock.signin.error")
    }

    /// One message of the inbox.
    struct InboxRow {
        let sender: Message
        let subject: Message
        let preview: Message
        let time: Message
    }

    /// The inbox's messages, newest first: the first two arrive with a refresh.
    static let inbox = [
        InboxRow(
            sender: Message("scene.mock.inbox1.sender"), subject: Message("scene.mock.inbox1.subject"),
            preview: Message("scene.mock.inbox1.preview"), time: Message("scene.mock.inbox1.time")),
        InboxRow(
            sender: Message("scene.mock.inbox2.sender"), subject: Message("scene.mock.inbox2.subject"),
            preview: Message("scene.mock.inbox2.preview"), time: Message("scene.mock.inbox2.time")),
        InboxRow(
            sender: Message("scene.mock.inbox3.sender"), subject: Message("scene.mock.inbox3.subject"),
            preview: Message("scene.mock.inbox3.preview"), time: Message("scene.mock.inbox3.time")),
        InboxRow(
            sender: Message("scene.mock.inbox4.sender"), subject: Message("scene.mock.inbox4.subject"),
            preview: Message("scene.mock.inbox4.preview"), time: Message("scene.mock.inbox4.time")),
        InboxRow(
            sender: Message("scene.mock.inbox5.sender"), subject: Message("scene.mock.inbox5.subject"),
            preview: Message("scene.mock.inbox5.preview"), time: Message("scene.mock.inbox5.time")),
        InboxRow(
            sender: Message("scene.mock.inbox6.sender"), subject: Message("scene.mock.inbox6.subject"),
            preview: Message("scene.mock.inbox6.preview"), time: Message("scene.mock.inbox6.time")),
    ]
    static let inboxError = Message("scene.mock.inbox.error")

    /// One card of the feed.
    struct FeedCard {
        let title: Message
        let text: Message
    }

    /// The feed's stories.
    static let feed = [
        FeedCard(title: Message("scene.mock.feed1.title"), text: Message("scene.mock.feed1.text")),
        FeedCard(title: Message("scene.mock.feed2.title"), text: Message("scene.mock.feed2.text")),
        FeedCard(title: Message("scene.mock.feed3.title"), text: Message("scene.mock.feed3.text")),
        FeedCard(title: Message("scene.mock.feed4.title"), text: Message("scene.mock.feed4.text")),
        FeedCard(title: Message("scene.mock.feed5.title"), text: Message("scene.mock.feed5.text")),
        FeedCard(title: Message("scene.mock.feed6.title"), text: Message("scene.mock.feed6.text")),
    ]
    enum Feed {
        static let error = Message("scene.mock.feed.error")
        static let errorDetail = Message("scene.mock.feed.errorDetail")
        static let retry = Message("scene.mock.feed.retry")
    }

    /// The profile page (the overlay scene).
    enum Profile {
        static let displayName = Message("scene.mock.profile.displayName")
        static let phone = Message("scene.mock.profile.phone")
        static let phoneValue = Message("scene.mock.profile.phoneValue")
        static let notifications = Message("scene.mock.profile.notifications")
        static let on = Message("scene.mock.profile.on")
        static let language = Message("scene.mock.profile.language")
        static let languageValue = Message("scene.mock.profile.languageValue")
        static let save = Message("scene.mock.profile.save")
        static let saving = Message("scene.mock.profile.saving")
        static let saved = Message("scene.mock.profile.saved")
        static let errorTitle = Message("scene.mock.profile.errorTitle")
        static let ok = Message("scene.mock.profile.ok")
    }

    /// The document (the toolbar scene).
    enum Document {
        static let heading = Message("scene.mock.doc.heading")
        static let meta = Message("scene.mock.doc.meta")
        static let error = Message("scene.mock.doc.error")
        static let p1 = Message("scene.mock.doc.p1")
        static let p2 = Message("scene.mock.doc.p2")
        static let p3 = Message("scene.mock.doc.p3")
    }

    /// One file of the list of files.
    struct FileRow {
        let name: Message
        let detail: Message
    }

    /// The list of files (the upload scene): the uploading file and the files already there.
    enum Upload {
        static let section = Message("scene.mock.upload.section")
        static let file = Message("scene.mock.upload.file")
        static let megabytes = Message("scene.mock.upload.megabytes")
        static let uploading = Message("scene.mock.upload.uploading")
        static let done = Message("scene.mock.upload.done")
        static let failed = Message("scene.mock.upload.failed")
        static let files = [
            FileRow(name: Message("scene.mock.upload.file1"), detail: Message("scene.mock.upload.file1.detail")),
            FileRow(name: Message("scene.mock.upload.file2"), detail: Message("scene.mock.upload.file2.detail")),
            FileRow(name: Message("scene.mock.upload.file3"), detail: Message("scene.mock.upload.file3.detail")),
            FileRow(name: Message("scene.mock.upload.file4"), detail: Message("scene.mock.upload.file4.detail")),
        ]
    }

    static let table: Catalogue.Table = [
        .english: [
            "scene.mock.time": "9:41",
            "scene.mock.title.button": "Sign in",
            "scene.mock.title.list": "Inbox",
            "scene.mock.title.feed": "Discover",
            "scene.mock.title.overlay": "Profile",
            "scene.mock.title.toolbar": "Trip notes",
            "scene.mock.title.upload": "Files",
            "scene.mock.signin.heading": "Welcome to Atlas",
            "scene.mock.signin.subtitle": "Sign in with your work account.",
            "scene.mock.signin.emailLabel": "Email",
            "scene.mock.signin.email": "emma.wilson@atlas.app",
            "scene.mock.signin.passwordLabel": "Password",
            "scene.mock.signin.button": "Sign in",
            "scene.mock.signin.forgot": "Forgot password?",
            "scene.mock.signin.name": "Emma Wilson",
            "scene.mock.signin.welcome": "Welcome back, Emma",
            "scene.mock.signin.welcomeDetail": "3 new messages since yesterday",
            "scene.mock.signin.error": "Couldn't sign in. Check your connection.",
            "scene.mock.inbox1.sender": "Olivia Chen",
            "scene.mock.inbox1.subject": "Design review moved to 3 pm",
            "scene.mock.inbox1.preview":
                "Hi team, the room was double-booked, so we're moving the review to the afternoon.",
            "scene.mock.inbox1.time": "9:41",
            "scene.mock.inbox2.sender": "Marcus Reid",
            "scene.mock.inbox2.subject": "Your flight is confirmed",
            "scene.mock.inbox2.preview": "Booking ref. K7Q2MX · Lisbon, Fri 14 June, seat 12A",
            "scene.mock.inbox2.time": "9:38",
            "scene.mock.inbox3.sender": "Priya Patel",
            "scene.mock.inbox3.subject": "Lunch on Thursday?",
            "scene.mock.inbox3.preview": "There's a new ramen place near the office I'd love to try.",
            "scene.mock.inbox3.time": "8:15",
            "scene.mock.inbox4.sender": "Tom Becker",
            "scene.mock.inbox4.subject": "Invoice #2041",
            "scene.mock.inbox4.preview": "Please find attached the invoice for May. Payment is due on the 30th.",
            "scene.mock.inbox4.time": "Yesterday",
            "scene.mock.inbox5.sender": "Sofia Rossi",
            "scene.mock.inbox5.subject": "Photos from the weekend",
            "scene.mock.inbox5.preview": "Finally sorted them! The ones from the lake are my favourites.",
            "scene.mock.inbox5.time": "Yesterday",
            "scene.mock.inbox6.sender": "Daniel Kim",
            "scene.mock.inbox6.subject": "Quarterly report draft",
            "scene.mock.inbox6.preview": "I've added the numbers for Q2; could you check the charts?",
            "scene.mock.inbox6.time": "Mon",
            "scene.mock.inbox.error": "Couldn't refresh. Pull down to try again.",
            "scene.mock.feed1.title": "A weekend in the Dolomites",
            "scene.mock.feed1.text":
                "Three huts, two passes and the quietest sunrise we've seen. Our route, what we packed and where we ate.",
            "scene.mock.feed2.title": "The best ramen in Kyoto",
            "scene.mock.feed2.text":
                "We tried eleven bowls in four days. Here are the five we would queue for again, from shoyu to tsukemen.",
            "scene.mock.feed3.title": "Cycling the Danube",
            "scene.mock.feed3.text":
                "From Passau to Vienna along the river: flat roads, small wineries and a ferry at every bend.",
            "scene.mock.feed4.title": "Slow mornings in Lisbon",
            "scene.mock.feed4.text":
                "Pastéis, trams and the light on the tiles at eight o’clock. A short guide for a long weekend.",
            "scene.mock.feed5.title": "Into the Atacama",
            "scene.mock.feed5.text":
                "Salt flats, geysers at dawn and the clearest night sky on Earth, seen from a tiny observatory.",
            "scene.mock.feed6.title": "Autumn on Skye",
            "scene.mock.feed6.text":
                "Storms in the morning, rainbows by noon. Four walks on the island that are worth the wind.",
            "scene.mock.feed.error": "Couldn't load your feed.",
            "scene.mock.feed.errorDetail": "Check your connection and try again.",
            "scene.mock.feed.retry": "Retry",
            "scene.mock.profile.displayName": "Display name",
            "scene.mock.profile.phone": "Phone",
            "scene.mock.profile.phoneValue": "+1 415 555 0132",
            "scene.mock.profile.notifications": "Notifications",
            "scene.mock.profile.on": "On",
            "scene.mock.profile.language": "Language",
            "scene.mock.profile.languageValue": "English",
            "scene.mock.profile.save": "Save changes",
            "scene.mock.profile.saving": "Saving…",
            "scene.mock.profile.saved": "Changes saved",
            "scene.mock.profile.errorTitle": "Couldn't save",
            "scene.mock.profile.ok": "OK",
            "scene.mock.doc.heading": "Lisbon, June 14–17",
            "scene.mock.doc.meta": "Edited 2 min ago",
            "scene.mock.doc.error": "Couldn't open this page. Check your connection.",
            "scene.mock.doc.p1":
                "We land on Friday at 10:20 and take the metro to the flat in Alfama. The keys are in the lockbox by the door; the code is in the booking email.",
            "scene.mock.doc.p2":
                "Saturday: tram 28 early, before the queues, then lunch at the market in Cais do Sodré. In the evening, fado at the small bar on Rua dos Remédios.",
            "scene.mock.doc.p3":
                "Sunday is for Sintra: the 9:10 train from Rossio, Pena Palace first, and back in time for dinner.",
            "scene.mock.upload.section": "Recent",
            "scene.mock.upload.file": "holiday-photos.zip",
            "scene.mock.upload.megabytes": "MB",
            "scene.mock.upload.uploading": "Uploading…",
            "scene.mock.upload.done": "Uploaded",
            "scene.mock.upload.failed": "Upload failed",
            "scene.mock.upload.file1": "budget-2025.xlsx",
            "scene.mock.upload.file1.detail": "1.2 MB · Yesterday",
            "scene.mock.upload.file2": "contract-signed.pdf",
            "scene.mock.upload.file2.detail": "320 KB · Mon",
            "scene.mock.upload.file3": "team-offsite.key",
            "scene.mock.upload.file3.detail": "86 MB · 12 May",
            "scene.mock.upload.file4": "menu-draft.docx",
            "scene.mock.upload.file4.detail": "48 KB · 3 May",
        ],
        .vietnamese: [
            "scene.mock.time": "9:41",
            "scene.mock.title.button": "Đăng nhập",
            "scene.mock.title.list": "Hộp thư đến",
            "scene.mock.title.feed": "Khám phá",
            "scene.mock.title.overlay": "Hồ sơ",
            "scene.mock.title.toolbar": "Ghi chú chuyến đi",
            "scene.mock.title.upload": "Tệp",
            "scene.mock.signin.heading": "Chào mừng đến với Atlas",
            "scene.mock.signin.subtitle": "Đăng nhập bằng tài khoản công việc.",
            "scene.mock.signin.emailLabel": "Email",
            "scene.mock.signin.email": "lan.nguyen@atlas.app",
            "scene.mock.signin.passwordLabel": "Mật khẩu",
            "scene.mock.signin.button": "Đăng nhập",
            "scene.mock.signin.forgot": "Quên mật khẩu?",
            "scene.mock.signin.name": "Nguyễn Lan",
            "scene.mock.signin.welcome": "Chào mừng trở lại, Lan",
            "scene.mock.signin.welcomeDetail": "3 tin nhắn mới từ hôm qua",
            "scene.mock.signin.error": "Không thể đăng nhập. Hãy kiểm tra kết nối.",
            "scene.mock.inbox1.sender": "Trần Minh Anh",
            "scene.mock.inbox1.subject": "Buổi duyệt thiết kế dời sang 3 giờ chiều",
            "scene.mock.inbox1.preview":
                "Chào cả nhóm, phòng họp bị trùng lịch nên mình dời buổi duyệt sang buổi chiều.",
            "scene.mock.inbox1.time": "9:41",
            "scene.mock.inbox2.sender": "Lê Quốc Bảo",
            "scene.mock.inbox2.subject": "Chuyến bay của bạn đã được xác nhận",
            "scene.mock.inbox2.preview": "Mã đặt chỗ K7Q2MX · Đà Nẵng, thứ Sáu 14/6, ghế 12A",
            "scene.mock.inbox2.time": "9:38",
            "scene.mock.inbox3.sender": "Phạm Thu Hà",
            "scene.mock.inbox3.subject": "Thứ Năm đi ăn trưa nhé?",
            "scene.mock.inbox3.preview": "Gần công ty mới mở một quán phở, mình muốn thử lắm.",
            "scene.mock.inbox3.time": "8:15",
            "scene.mock.inbox4.sender": "Hoàng Đức Huy",
            "scene.mock.inbox4.subject": "Hóa đơn số 2041",
            "scene.mock.inbox4.preview": "Gửi bạn hóa đơn tháng 5 đính kèm. Hạn thanh toán là ngày 30.",
            "scene.mock.inbox4.time": "Hôm qua",
            "scene.mock.inbox5.sender": "Vũ Ngọc Mai",
            "scene.mock.inbox5.subject": "Ảnh chuyến đi cuối tuần",
            "scene.mock.inbox5.preview": "Cuối cùng cũng lọc xong! Mấy tấm ở hồ là mình thích nhất.",
            "scene.mock.inbox5.time": "Hôm qua",
            "scene.mock.inbox6.sender": "Đặng Văn Khoa",
            "scene.mock.inbox6.subject": "Bản nháp báo cáo quý",
            "scene.mock.inbox6.preview": "Mình đã thêm số liệu quý 2, bạn xem lại biểu đồ giúp nhé?",
            "scene.mock.inbox6.time": "Thứ Hai",
            "scene.mock.inbox.error": "Không thể làm mới. Kéo xuống để thử lại.",
            "scene.mock.feed1.title": "Cuối tuần ở Sa Pa",
            "scene.mock.feed1.text":
                "Ba bản làng, hai con đèo và bình minh yên tĩnh nhất chúng tôi từng thấy. Lộ trình, đồ mang theo và chỗ ăn.",
            "scene.mock.feed2.title": "Phở ngon nhất Hà Nội",
            "scene.mock.feed2.text":
                "Chúng tôi thử mười một bát trong bốn ngày. Đây là năm quán đáng để xếp hàng thêm lần nữa.",
            "scene.mock.feed3.title": "Đạp xe dọc sông Mekong",
            "scene.mock.feed3.text":
                "Từ Cần Thơ đến Châu Đốc: đường bằng phẳng, vườn trái cây và một chuyến phà ở mỗi khúc quanh.",
            "scene.mock.feed4.title": "Buổi sáng chậm ở Hội An",
            "scene.mock.feed4.text":
                "Cà phê, đèn lồng và nắng sớm trên những mái ngói cổ. Gợi ý ngắn cho một kỳ nghỉ dài.",
            "scene.mock.feed5.title": "Khám phá Phong Nha",
            "scene.mock.feed5.text":
                "Hang động khổng lồ, sông ngầm và bầu trời đêm trong vắt nhìn từ một khu cắm trại nhỏ.",
            "scene.mock.feed6.title": "Mùa thu ở Hà Giang",
            "scene.mock.feed6.text":
                "Sương sớm trên núi, hoa tam giác mạch buổi trưa. Bốn cung đường đáng để đi một lần.",
            "scene.mock.feed.error": "Không thể tải bảng tin.",
            "scene.mock.feed.errorDetail": "Hãy kiểm tra kết nối rồi thử lại.",
            "scene.mock.feed.retry": "Thử lại",
            "scene.mock.profile.displayName": "Tên hiển thị",
            "scene.mock.profile.phone": "Điện thoại",
            "scene.mock.profile.phoneValue": "+84 90 123 4567",
            "scene.mock.profile.notifications": "Thông báo",
            "scene.mock.profile.on": "Bật",
            "scene.mock.profile.language": "Ngôn ngữ",
            "scene.mock.profile.languageValue": "Tiếng Việt",
            "scene.mock.profile.save": "Lưu thay đổi",
            "scene.mock.profile.saving": "Đang lưu…",
            "scene.mock.profile.saved": "Đã lưu thay đổi",
            "scene.mock.profile.errorTitle": "Không thể lưu",
            "scene.mock.profile.ok": "OK",
            "scene.mock.doc.heading": "Đà Nẵng, 14–17/6",
            "scene.mock.doc.meta": "Sửa 2 phút trước",
            "scene.mock.doc.error": "Không thể mở trang này. Hãy kiểm tra kết nối.",
            "scene.mock.doc.p1":
                "Chúng ta hạ cánh lúc 10:20 thứ Sáu rồi bắt taxi về căn hộ gần biển Mỹ Khê. Chìa khóa để trong hộp cạnh cửa; mã số có trong email đặt phòng.",
            "scene.mock.doc.p2":
                "Thứ Bảy: lên Bà Nà từ sớm để tránh đông, trưa ăn mì Quảng ở chợ Hàn. Buổi tối dạo cầu Rồng xem phun lửa.",
            "scene.mock.doc.p3": "Chủ Nhật dành cho Hội An: xe lúc 9:10, đi phố cổ trước, rồi về kịp bữa tối.",
            "scene.mock.upload.section": "Gần đây",
            "scene.mock.upload.file": "anh-ky-nghi.zip",
            "scene.mock.upload.megabytes": "MB",
            "scene.mock.upload.uploading": "Đang tải lên…",
            "scene.mock.upload.done": "Đã tải lên",
            "scene.mock.upload.failed": "Tải lên thất bại",
            "scene.mock.upload.file1": "ngan-sach-2025.xlsx",
            "scene.mock.upload.file1.detail": "1,2 MB · Hôm qua",
            "scene.mock.upload.file2": "hop-dong-da-ky.pdf",
            "scene.mock.upload.file2.detail": "320 KB · Thứ Hai",
            "scene.mock.upload.file3": "hop-mat-cuoi-nam.key",
            "scene.mock.upload.file3.detail": "86 MB · 12/5",
            "scene.mock.upload.file4": "thuc-don-nhap.docx",
            "scene.mock.upload.file4.detail": "48 KB · 3/5",
        ],
        .chineseSimplified: [
            "scene.mock.time": "9:41",
            "scene.mock.title.button": "登录",
            "scene.mock.title.list": "收件箱",
            "scene.mock.title.feed": "发现",
            "scene.mock.title.overlay": "个人资料",
            "scene.mock.title.toolbar": "旅行笔记",
            "scene.mock.title.upload": "文件",
            "scene.mock.signin.heading": "欢迎使用 Atlas",
            "scene.mock.signin.subtitle": "使用工作账号登录。",
            "scene.mock.signin.emailLabel": "邮箱",
            "scene.mock.signin.email": "wang.fang@atlas.app",
            "scene.mock.signin.passwordLabel": "密码",
            "scene.mock.signin.button": "登录",
            "scene.mock.signin.forgot": "忘记密码？",
            "scene.mock.signin.name": "王芳",
            "scene.mock.signin.welcome": "欢迎回来，王芳",
            "scene.mock.signin.welcomeDetail": "自昨天以来有 3 条新消息",
            "scene.mock.signin.error": "无法登录。请检查网络连接。",
            "scene.mock.inbox1.sender": "李娜",
            "scene.mock.inbox1.subject": "设计评审改到下午 3 点",
            "scene.mock.inbox1.preview": "大家好，会议室被重复预订了，所以评审改到下午。",
            "scene.mock.inbox1.time": "9:41",
            "scene.mock.inbox2.sender": "张伟",
            "scene.mock.inbox2.subject": "您的航班已确认",
            "scene.mock.inbox2.preview": "预订编号 K7Q2MX · 上海，6月14日周五，座位 12A",
            "scene.mock.inbox2.time": "9:38",
            "scene.mock.inbox3.sender": "陈静",
            "scene.mock.inbox3.subject": "周四一起吃午饭？",
            "scene.mock.inbox3.preview": "公司附近新开了一家拉面店，很想去试试。",
            "scene.mock.inbox3.time": "8:15",
            "scene.mock.inbox4.sender": "刘洋",
            "scene.mock.inbox4.subject": "发票 #2041",
            "scene.mock.inbox4.preview": "附件是五月份的发票，请于 30 日前付款。",
            "scene.mock.inbox4.time": "昨天",
            "scene.mock.inbox5.sender": "赵敏",
            "scene.mock.inbox5.subject": "周末的照片",
            "scene.mock.inbox5.preview": "终于整理好了！湖边那几张是我最喜欢的。",
            "scene.mock.inbox5.time": "昨天",
            "scene.mock.inbox6.sender": "孙浩",
            "scene.mock.inbox6.subject": "季度报告草稿",
            "scene.mock.inbox6.preview": "我加上了第二季度的数据，你能看看图表吗？",
            "scene.mock.inbox6.time": "周一",
            "scene.mock.inbox.error": "无法刷新。下拉重试。",
            "scene.mock.feed1.title": "黄山的周末",
            "scene.mock.feed1.text": "三间山屋、两条山路，还有我们见过最安静的日出。这是我们的路线、行李清单和吃饭的地方。",
            "scene.mock.feed2.title": "京都最好吃的拉面",
            "scene.mock.feed2.text": "四天里我们尝了十一碗。以下五家值得再排一次队，从酱油拉面到沾面。",
            "scene.mock.feed3.title": "骑行洱海",
            "scene.mock.feed3.text": "环湖一圈：平坦的道路、小小的咖啡馆，每个转角都有新的风景。",
            "scene.mock.feed4.title": "慢游里斯本",
            "scene.mock.feed4.text": "蛋挞、电车和早上八点照在瓷砖上的阳光。一份适合长周末的小指南。",
            "scene.mock.feed5.title": "走进阿塔卡马",
            "scene.mock.feed5.text": "盐湖、黎明的间歇泉，还有在小型天文台看到的地球上最清澈的夜空。",
            "scene.mock.feed6.title": "秋天的喀纳斯",
            "scene.mock.feed6.text": "清晨起雾，正午放晴。四条值得一走的徒步路线。",
            "scene.mock.feed.error": "无法加载动态。",
            "scene.mock.feed.errorDetail": "请检查网络连接后重试。",
            "scene.mock.feed.retry": "重试",
            "scene.mock.profile.displayName": "显示名称",
            "scene.mock.profile.phone": "电话",
            "scene.mock.profile.phoneValue": "+86 138 0013 8000",
            "scene.mock.profile.notifications": "通知",
            "scene.mock.profile.on": "开启",
            "scene.mock.profile.language": "语言",
            "scene.mock.profile.languageValue": "简体中文",
            "scene.mock.profile.save": "保存更改",
            "scene.mock.profile.saving": "正在保存…",
            "scene.mock.profile.saved": "更改已保存",
            "scene.mock.profile.errorTitle": "无法保存",
            "scene.mock.profile.ok": "好",
            "scene.mock.doc.heading": "上海，6月14日至17日",
            "scene.mock.doc.meta": "2 分钟前编辑",
            "scene.mock.doc.error": "无法打开此页面。请检查网络连接。",
            "scene.mock.doc.p1": "我们周五 10:20 落地，坐地铁去静安的公寓。钥匙在门边的密码盒里，密码在预订邮件中。",
            "scene.mock.doc.p2": "周六：早点去外滩，避开人群，中午在城隍庙吃小笼包。晚上去黄浦江边散步。",
            "scene.mock.doc.p3": "周日去苏州：9:10 的高铁，先去拙政园，晚饭前回来。",
            "scene.mock.upload.section": "最近",
            "scene.mock.upload.file": "假期照片.zip",
            "scene.mock.upload.megabytes": "MB",
            "scene.mock.upload.uploading": "正在上传…",
            "scene.mock.upload.done": "已上传",
            "scene.mock.upload.failed": "上传失败",
            "scene.mock.upload.file1": "2025预算.xlsx",
            "scene.mock.upload.file1.detail": "1.2 MB · 昨天",
            "scene.mock.upload.file2": "已签合同.pdf",
            "scene.mock.upload.file2.detail": "320 KB · 周一",
            "scene.mock.upload.file3": "团建方案.key",
            "scene.mock.upload.file3.detail": "86 MB · 5月12日",
            "scene.mock.upload.file4": "菜单草稿.docx",
            "scene.mock.upload.file4.detail": "48 KB · 5月3日",
        ],
        .french: [
            "scene.mock.time": "9:41",
            "scene.mock.title.button": "Connexion",
            "scene.mock.title.list": "Boîte de réception",
            "scene.mock.title.feed": "Découvrir",
            "scene.mock.title.overlay": "Profil",
            "scene.mock.title.toolbar": "Notes de voyage",
            "scene.mock.title.upload": "Fichiers",
            "scene.mock.signin.heading": "Bienvenue sur Atlas",
            "scene.mock.signin.subtitle": "Connectez-vous avec votre compte professionnel.",
            "scene.mock.signin.emailLabel": "Adresse e-mail",
            "scene.mock.signin.email": "camille.martin@atlas.app",
            "scene.mock.signin.passwordLabel": "Mot de passe",
            "scene.mock.signin.button": "Se connecter",
            "scene.mock.signin.forgot": "Mot de passe oublié\u{202F}?",
            "scene.mock.signin.name": "Camille Martin",
            "scene.mock.signin.welcome": "Bon retour, Camille",
            "scene.mock.signin.welcomeDetail": "3 nouveaux messages depuis hier",
            "scene.mock.signin.error": "Connexion impossible. Vérifiez votre réseau.",
            "scene.mock.inbox1.sender": "Léa Dubois",
            "scene.mock.inbox1.subject": "Revue de design décalée à 15 h",
            "scene.mock.inbox1.preview":
                "Bonjour à tous, la salle était réservée deux fois, la revue passe donc à l’après-midi.",
            "scene.mock.inbox1.time": "9:41",
            "scene.mock.inbox2.sender": "Hugo Lambert",
            "scene.mock.inbox2.subject": "Votre vol est confirmé",
            "scene.mock.inbox2.preview": "Réf. K7Q2MX · Lisbonne, ven. 14 juin, siège 12A",
            "scene.mock.inbox2.time": "9:38",
            "scene.mock.inbox3.sender": "Chloé Moreau",
            "scene.mock.inbox3.subject": "Déjeuner jeudi\u{202F}?",
            "scene.mock.inbox3.preview": "Un nouveau restaurant de ramen a ouvert près du bureau.",
            "scene.mock.inbox3.time": "8:15",
            "scene.mock.inbox4.sender": "Julien Petit",
            "scene.mock.inbox4.subject": "Facture n° 2041",
            "scene.mock.inbox4.preview": "Veuillez trouver ci-joint la facture de mai, à régler avant le 30.",
            "scene.mock.inbox4.time": "Hier",
            "scene.mock.inbox5.sender": "Manon Girard",
            "scene.mock.inbox5.subject": "Photos du week-end",
            "scene.mock.inbox5.preview": "Enfin triées\u{202F}! Celles du lac sont mes préférées.",
            "scene.mock.inbox5.time": "Hier",
            "scene.mock.inbox6.sender": "Antoine Roux",
            "scene.mock.inbox6.subject": "Brouillon du rapport trimestriel",
            "scene.mock.inbox6.preview":
                "J’ai ajouté les chiffres du T2\u{202F}; peux-tu vérifier les graphiques\u{202F}?",
            "scene.mock.inbox6.time": "lun.",
            "scene.mock.inbox.error": "Actualisation impossible. Tirez vers le bas pour réessayer.",
            "scene.mock.feed1.title": "Un week-end dans les Dolomites",
            "scene.mock.feed1.text":
                "Trois refuges, deux cols et le lever de soleil le plus calme que nous ayons vu. Notre itinéraire et nos adresses.",
            "scene.mock.feed2.title": "Les meilleurs ramens de Kyoto",
            "scene.mock.feed2.text":
                "Onze bols goûtés en quatre jours. Voici les cinq pour lesquels nous referions la queue.",
            "scene.mock.feed3.title": "Le Danube à vélo",
            "scene.mock.feed3.text":
                "De Passau à Vienne le long du fleuve\u{00A0}: routes plates, petits vignobles et un bac à chaque méandre.",
            "scene.mock.feed4.title": "Matins tranquilles à Lisbonne",
            "scene.mock.feed4.text":
                "Pastéis, tramways et la lumière sur les azulejos à huit heures. Un petit guide pour un long week-end.",
            "scene.mock.feed5.title": "Au cœur de l’Atacama",
            "scene.mock.feed5.text":
                "Salars, geysers à l’aube et le ciel nocturne le plus pur du monde, vu d’un petit observatoire.",
            "scene.mock.feed6.title": "L’automne sur l’île de Skye",
            "scene.mock.feed6.text": "Tempêtes le matin, arcs-en-ciel à midi. Quatre balades qui valent bien le vent.",
            "scene.mock.feed.error": "Impossible de charger le fil.",
            "scene.mock.feed.errorDetail": "Vérifiez votre connexion et réessayez.",
            "scene.mock.feed.retry": "Réessayer",
            "scene.mock.profile.displayName": "Nom affiché",
            "scene.mock.profile.phone": "Téléphone",
            "scene.mock.profile.phoneValue": "+33 6 12 34 56 78",
            "scene.mock.profile.notifications": "Notifications",
            "scene.mock.profile.on": "Activées",
            "scene.mock.profile.language": "Langue",
            "scene.mock.profile.languageValue": "Français",
            "scene.mock.profile.save": "Enregistrer",
            "scene.mock.profile.saving": "Enregistrement…",
            "scene.mock.profile.saved": "Modifications enregistrées",
            "scene.mock.profile.errorTitle": "Enregistrement impossible",
            "scene.mock.profile.ok": "OK",
            "scene.mock.doc.heading": "Lisbonne, du 14 au 17 juin",
            "scene.mock.doc.meta": "Modifié il y a 2\u{00A0}min",
            "scene.mock.doc.error": "Impossible d’ouvrir cette page. Vérifiez votre connexion.",
            "scene.mock.doc.p1":
                "Nous atterrissons vendredi à 10\u{00A0}h\u{00A0}20 et prenons le métro jusqu’à l’appartement de l’Alfama. Les clés sont dans la boîte près de la porte\u{202F}; le code est dans l’e-mail de réservation.",
            "scene.mock.doc.p2":
                "Samedi\u{00A0}: le tram 28 tôt, avant la foule, puis déjeuner au marché de Cais do Sodré. Le soir, du fado dans le petit bar de la Rua dos Remédios.",
            "scene.mock.doc.p3":
                "Dimanche, Sintra\u{00A0}: le train de 9\u{00A0}h\u{00A0}10 depuis Rossio, d’abord le palais de Pena, et retour pour le dîner.",
            "scene.mock.upload.section": "Récents",
            "scene.mock.upload.file": "photos-vacances.zip",
            "scene.mock.upload.megabytes": "Mo",
            "scene.mock.upload.uploading": "Envoi en cours…",
            "scene.mock.upload.done": "Envoyé",
            "scene.mock.upload.failed": "Échec de l’envoi",
            "scene.mock.upload.file1": "budget-2025.xlsx",
            "scene.mock.upload.file1.detail": "1,2\u{00A0}Mo · Hier",
            "scene.mock.upload.file2": "contrat-signe.pdf",
            "scene.mock.upload.file2.detail": "320\u{00A0}Ko · lun.",
            "scene.mock.upload.file3": "seminaire-equipe.key",
            "scene.mock.upload.file3.detail": "86\u{00A0}Mo · 12 mai",
            "scene.mock.upload.file4": "menu-brouillon.docx",
            "scene.mock.upload.file4.detail": "48\u{00A0}Ko · 3 mai",
        ],
    ]
}
