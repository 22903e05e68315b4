// Seeded content in Vietnamese.
import type { SeedTexts } from '../seed-layout';

export const vn: SeedTexts = {
  1: {
    title: "Giới thiệu về {site}",
    body: [
      "{site} là sàn giao dịch tài sản số dành cho người dùng cá nhân. Đây là một bản triển khai tự lưu trữ của Meridian Exchange: phần mềm sàn giao dịch mà nhà vận hành cài đặt và chạy trên máy chủ của chính mình. Nhà vận hành bản triển khai này chịu trách nhiệm về dịch vụ và có thể liên hệ qua {support_email}.",
      "Tại đây bạn có thể mở tài khoản, xác minh danh tính, nạp và rút tiền, giao dịch các cặp giao ngay định giá bằng USDT và dùng các sản phẩm khác mà nhà vận hành đã bật. Sản phẩm bị tắt sẽ bị ẩn và không thể sử dụng. Số tài sản niêm yết: {assets}. Số ngôn ngữ: {languages}.",
      "Cách giữ tiền: mọi số dư được ghi trong sổ cái kế toán kép. Mỗi biến động là một bút toán có lý do, và các dòng của nó luôn cộng lại bằng không, nên tiền không thể tự sinh ra hay biến mất. Số dư của người dùng không bao giờ âm, và không ai, kể cả nhà vận hành, có thể sửa trực tiếp một số dư.",
      "Giá đến từ đâu: giá giao ngay đến từ sổ lệnh, tức là từ lệnh của người dùng. Hợp đồng đòn bẩy và hợp đồng có kỳ hạn được định giá và thanh toán theo nguồn giá tham chiếu, và mỗi lần thanh toán đều lưu bản ghi giá đã dùng. Không có thiết lập nào có thể dịch chuyển giá hay chọn người thắng.",
      "Quy tắc hiển thị trước khi bạn thao tác: phí, hạn mức, tỷ lệ, việc xét duyệt rút tiền và quy tắc khối lượng giao dịch được hiển thị trên từng màn hình trước khi bạn xác nhận. Sản phẩm đòn bẩy và có kỳ hạn có rủi ro thua lỗ thực sự; trước lần dùng đầu tiên, bạn sẽ được yêu cầu đọc và chấp nhận thông báo rủi ro.",
      "Rút tiền: một lệnh rút sẽ đóng băng số tiền ngay khi bạn gửi và được xét duyệt trước khi chuyển đi. Nếu bị từ chối, số tiền được giải phóng ngay lập tức và bạn thấy lý do.",
    ],
  },
  3: {
    title: "Thỏa thuận người dùng",
    body: [
      "Thỏa thuận này được lập giữa bạn và nhà vận hành {site}, một bản triển khai tự lưu trữ của phần mềm Meridian Exchange. Khi đăng ký, bạn chấp nhận thỏa thuận này. Vui lòng đọc cùng với chính sách quyền riêng tư.",
      "1. Điều kiện. Bạn phải đủ tuổi thành niên theo pháp luật nơi bạn sống và được pháp luật nước bạn cho phép sử dụng sàn giao dịch tài sản số. Bạn chỉ được có một tài khoản và hành động nhân danh chính mình.",
      "2. Tài khoản của bạn. Hãy giữ bí mật mật khẩu đăng nhập, mật khẩu giao dịch và mã xác minh. Mọi việc được thực hiện bằng chúng đều được coi là do bạn thực hiện. Hãy viết ngay cho {support_email} nếu bạn nghĩ tài khoản của mình gặp nguy hiểm.",
      "3. Xác minh danh tính. Một số sản phẩm và hạn mức yêu cầu xác minh danh tính. Thông tin bạn cung cấp phải đúng sự thật và là của chính bạn. Danh tính đã xác minh không thể thay đổi về sau.",
      "4. Nạp tiền. Khoản nạp gửi đến địa chỉ nạp của bạn được ghi có sau số xác nhận mạng hiển thị trên màn hình nạp. Khoản nạp thủ công chỉ được ghi có sau khi xét duyệt. Tài sản gửi sai mạng hoặc sai địa chỉ có thể không lấy lại được.",
      "5. Số dư. Số dư của bạn được ghi trong sổ cái kế toán kép: mỗi thay đổi là một bút toán được ghi lại kèm lý do. Không ai có thể thay đổi số dư mà không có bút toán như vậy.",
      "6. Giao dịch. Lệnh giao ngay được khớp trong sổ lệnh theo mức giá do người dùng đặt. Lệnh đã khớp không thể hủy ngược. Phí được hiển thị trước khi bạn xác nhận lệnh.",
      "7. Hợp đồng đòn bẩy và hợp đồng có kỳ hạn. Các sản phẩm này có thể làm mất toàn bộ ký quỹ hoặc toàn bộ số tiền đặt trong thời gian ngắn. Khoản lỗ của một vị thế đòn bẩy không bao giờ vượt quá ký quỹ của vị thế đó. Hợp đồng được định giá và thanh toán theo nguồn giá tham chiếu, không bao giờ theo giá do nhà vận hành đặt. Bạn phải chấp nhận thông báo rủi ro trước lần dùng đầu tiên.",
      "8. Sản phẩm sinh lời và khoản vay. Lãi suất của sản phẩm sinh lời là cố định và do nền tảng chi trả; đó không phải lợi nhuận thị trường. Điều kiện rút trước hạn, lãi suất vay, phí và phí trả chậm được hiển thị trước khi bạn xác nhận.",
      "9. Rút tiền. Lệnh rút đóng băng số tiền khi bạn gửi và được xét duyệt trước khi chuyển đi. Phí, số tiền tối thiểu và tối đa, số lần rút mỗi ngày, khung giờ và quy tắc khối lượng giao dịch (khối lượng giao dịch kể từ lần nạp đầu tiên so với tổng số tiền đã nạp) được hiển thị trên màn hình rút tiền cùng với tiến độ của bạn. Sau khi đổi mật khẩu đăng nhập, mật khẩu giao dịch, email, số điện thoại hoặc câu hỏi bảo mật, việc rút tiền bị tạm dừng 24 giờ. Lệnh rút bị từ chối được giải phóng ngay và lý do được hiển thị.",
      "10. Hành vi bị cấm. Bạn không được dùng dịch vụ để rửa tiền, gian lận hay thao túng thị trường, để né tránh lệnh trừng phạt, hoặc để truy cập tài khoản của người khác. Tài khoản bị dùng như vậy có thể bị tạm khóa; bạn sẽ được cho biết lý do trừ khi pháp luật cấm.",
      "11. Thay đổi và đóng tài khoản. Nhà vận hành có thể thay đổi thỏa thuận này; văn bản mới được công bố tại đây kèm ngày tháng trước khi có hiệu lực. Bạn có thể yêu cầu đóng tài khoản bất cứ lúc nào; hãy rút số dư trước.",
      "12. Liên hệ. Câu hỏi và khiếu nại: {support_email}.",
    ],
  },
  5: {
    title: "Chính sách quyền riêng tư",
    body: [
      "Chính sách này giải thích {site} lưu giữ dữ liệu cá nhân nào, vì sao và trong bao lâu. Dữ liệu được lưu bởi nhà vận hành bản triển khai tự lưu trữ Meridian Exchange này, trên các máy chủ do nhà vận hành tự vận hành hoặc thuê. Dữ liệu không bị bán.",
      "Dữ liệu tài khoản: email hoặc số điện thoại, họ tên, ngôn ngữ bạn chọn và người đã mời bạn. Mật khẩu và câu trả lời bảo mật chỉ được lưu dưới dạng băm một chiều.",
      "Xác minh danh tính: quốc tịch, loại và số giấy tờ, ảnh giấy tờ và, khi xác minh địa chỉ, một hóa đơn tiện ích.",
      "Hoạt động: các khoản nạp, rút, lệnh, giao dịch và mọi bút toán sổ cái của tài khoản bạn, cùng các địa chỉ rút tiền và thông tin nhận tiền bạn thêm vào.",
      "Bảo mật: địa chỉ IP và trình duyệt của mỗi phiên, các lần đăng nhập thất bại và mã xác minh, được lưu dưới dạng băm và hết hạn sau thời gian ngắn.",
      "Lý do: để vận hành tài khoản và các sản phẩm bạn dùng, giữ an toàn cho tiền và phát hiện lạm dụng, đáp ứng nghĩa vụ phòng chống rửa tiền và xác minh danh tính, và giải quyết tranh chấp. Nhân viên của nhà vận hành xem dữ liệu của bạn qua bảng điều khiển vận hành, và mọi quyết định xét duyệt đều được ghi lại: ai quyết định, khi nào và vì sao.",
      "Tin nhắn: mã xác minh và thông báo tài khoản được gửi đến email hoặc điện thoại của bạn. Chúng không được dùng để quảng cáo.",
      "Trong trình duyệt: trang web lưu mã phiên và ngôn ngữ bạn chọn trong bộ nhớ cục bộ của trình duyệt. Trang không đặt cookie quảng cáo hay theo dõi.",
      "Thời hạn: hồ sơ tài khoản và giao dịch được lưu khi tài khoản còn mở và sau đó trong thời gian pháp luật yêu cầu. Dữ liệu khác được xóa khi không còn cần thiết.",
      "Quyền của bạn: bạn có thể yêu cầu xem, sửa, xóa dữ liệu của mình hoặc nhận một bản sao, trong giới hạn các hồ sơ mà pháp luật buộc chúng tôi lưu giữ. Hãy viết cho {support_email}.",
    ],
  },
  101: {
    title: "Cách đăng ký",
    body: [
      "Chọn Đăng ký và đăng ký bằng email hoặc số điện thoại. Một mã xác minh sẽ được gửi đến đó; nhập mã cùng với mật khẩu dài từ 8 đến 64 ký tự có cả chữ và số. Mã có hiệu lực 10 phút và chỉ dùng được một lần; bạn có thể yêu cầu mã mới khi đếm ngược kết thúc.",
      "Nếu biểu mẫu có ô mã mời, hãy nhập mã của người đã mời bạn. Biểu mẫu cho biết mã mời là bắt buộc hay không bắt buộc trên trang này.",
      "Chấp nhận thỏa thuận người dùng và xác nhận. Sau đó đặt mật khẩu giao dịch 6 chữ số trong trung tâm người dùng: mật khẩu này dùng để xác nhận rút tiền và các khoản thanh toán khác.",
    ],
  },
  102: {
    title: "Xác minh danh tính",
    body: [
      "Xác minh danh tính có ba cấp. Cơ bản: quốc tịch, loại giấy tờ, họ tên thật và số giấy tờ. Nâng cao: ảnh mặt trước và mặt sau giấy tờ và một ảnh có chữ ký của bạn. Địa chỉ: hóa đơn tiện ích ghi địa chỉ của bạn. Ảnh phải ở định dạng JPG, JPEG hoặc PNG và nhỏ hơn 8 MB.",
      "Mỗi hồ sơ được một người xét duyệt. Trung tâm người dùng hiển thị trạng thái (đang xét duyệt, đã duyệt hoặc không đạt) và, nếu không đạt, lý do để bạn gửi lại.",
      "Quốc tịch không thể thay đổi sau khi đăng ký, và danh tính đã xác minh không thể thay đổi.",
    ],
  },
  103: {
    title: "Nạp tiền",
    body: [
      "Mở Tài sản của tôi và chọn Nạp tiền. Bạn nhận được địa chỉ nạp riêng; chỉ gửi đúng tài sản và qua đúng mạng hiển thị trên màn hình. Khoản nạp được ghi có sau số xác nhận mạng hiển thị tại đó.",
      "Nếu bạn đã gửi tiền theo cách khác, hãy gửi yêu cầu nạp thủ công kèm số tiền, mã băm giao dịch và ảnh chụp màn hình làm bằng chứng. Khoản nạp được ghi có sau khi xét duyệt.",
      "Mỗi khoản nạp xuất hiện trong lịch sử nạp với trạng thái đang xử lý, thành công hoặc thất bại.",
    ],
  },
  104: {
    title: "Quy tắc rút tiền",
    body: [
      "Trước khi gửi, màn hình rút tiền hiển thị tài sản và mạng, phí, số tiền bạn sẽ nhận, số tiền tối thiểu và tối đa, số lần rút được phép mỗi ngày và khung giờ rút trong ngày.",
      "Màn hình cũng hiển thị quy tắc khối lượng giao dịch và tiến độ của bạn: khối lượng giao dịch kể từ lần nạp đầu tiên phải đạt một tỷ lệ nhất định so với tổng số tiền đã nạp. Khi nhà vận hành đặt tỷ lệ này bằng không, quy tắc được tắt.",
      "Khi bạn gửi, số tiền bị đóng băng và lệnh rút được xét duyệt. Nếu bị từ chối, số tiền được giải phóng ngay và lý do hiển thị trong lịch sử rút tiền.",
      "Sau khi đổi mật khẩu đăng nhập, mật khẩu giao dịch, email, số điện thoại hoặc câu hỏi bảo mật, việc rút tiền bị tạm dừng 24 giờ. Màn hình cho biết khi nào thời gian tạm dừng kết thúc.",
    ],
  },
  105: {
    title: "Phí và cách hiển thị",
    body: [
      "Mọi khoản phí đều được hiển thị trước khi bạn xác nhận: phí giao dịch trên biểu mẫu đặt lệnh, phí rút và số tiền bạn sẽ nhận trên biểu mẫu rút tiền, và tỷ lệ, tiền lãi, tiền phạt trên các màn hình sinh lời và vay.",
      "Mỗi khoản phí bạn trả được ghi thành một bút toán riêng trong lịch sử tài khoản, để bạn có thể kiểm tra về sau.",
      "Phí do nhà vận hành trang này quy định. Các con số trên màn hình chính là những con số máy chủ áp dụng.",
    ],
  },
  106: {
    title: "Giữ an toàn cho tài khoản",
    body: [
      "Dùng một mật khẩu mà bạn không dùng ở nơi nào khác, và một mật khẩu giao dịch khác với nó. Không ai thuộc {site} cần mật khẩu hay mã xác minh của bạn: đừng bao giờ đưa chúng cho bất kỳ ai.",
      "Kiểm tra địa chỉ trang web trước khi đăng nhập. Nếu có thể, hãy liên kết cả email và số điện thoại, và đặt câu hỏi bảo mật.",
      "Nếu nhận được mã mà bạn không yêu cầu, hãy đổi mật khẩu. Sau mọi thay đổi bảo mật, việc rút tiền bị tạm dừng 24 giờ, giúp bảo vệ bạn nếu người khác đã thực hiện thay đổi. Hãy đăng xuất trên máy tính dùng chung.",
    ],
  },
  201: {
    title: "Chào mừng đến với {site}",
    body: [
      "Sàn giao dịch này chạy trên Meridian Exchange, được cài đặt và vận hành trên máy chủ riêng của nhà vận hành. Số tài sản niêm yết: {assets}. Số ngôn ngữ: {languages}. Phí, hạn mức và quy tắc được hiển thị trên từng màn hình trước khi bạn xác nhận.",
    ],
  },
  202: {
    title: "Cách xét duyệt rút tiền",
    body: [
      "Mỗi lệnh rút đóng băng số tiền khi bạn gửi và được xét duyệt trước khi chuyển đi. Bạn có thể xem trạng thái bất cứ lúc nào trong lịch sử rút tiền. Lệnh rút bị từ chối được giải phóng ngay, kèm lý do.",
    ],
  },
  203: {
    title: "Thay đổi bảo mật tạm dừng rút tiền 24 giờ",
    body: [
      "Sau khi đổi mật khẩu đăng nhập, mật khẩu giao dịch, email, số điện thoại hoặc câu hỏi bảo mật, việc rút tiền bị tạm dừng 24 giờ. Màn hình rút tiền cho biết khi nào thời gian tạm dừng kết thúc.",
    ],
  },
  301: {
    title: "Giá đến từ thị trường",
    body: [
      "Giá giao ngay đến từ lệnh của người dùng trong sổ lệnh. Hợp đồng được thanh toán theo nguồn giá tham chiếu, và mỗi lần thanh toán đều ghi lại giá đã dùng.",
    ],
  },
  302: {
    title: "Mọi quy tắc trước khi bạn thao tác",
    body: [
      "Phí, hạn mức và quy tắc khối lượng giao dịch khi rút tiền được hiển thị trước khi bạn xác nhận.",
    ],
  },
  303: {
    title: "Giao dịch bằng ngôn ngữ của bạn",
    body: [
      "Số tài sản niêm yết: {assets}. Số ngôn ngữ: {languages}. Mở tài khoản bằng email hoặc số điện thoại.",
    ],
  },
};
