/// The studio without the screen: documents, hot reload, gallery, editor, timeline, commands.
public enum StudioModule {}
