/// The pointer shape a view asks for while hovered; the host maps it to a system cursor.
public enum Cursor: Hashable, Sendable {
    case arrow, hand, text, resizeHorizontal, resizeVertical, crosshair
}
