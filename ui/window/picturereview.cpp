#include "window/picturereview.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "analysis/session.h"

namespace qudoku::ui {

namespace {

constexpr double kHandleRadius = 7;  // px on the widget
constexpr double kGrabDistance = 16; // a press this close to a corner drags it

// A quarter of the picture in from each side: where the outline starts when nothing was found.
PictureCorners insetCorners(QSize size) {
    const double w = size.width(), h = size.height();
    const double side = std::min(w, h) * 0.8;
    const double x = (w - side) / 2, y = (h - side) / 2;
    return {QPointF(x, y), QPointF(x + side, y), QPointF(x + side, y + side), QPointF(x, y + side)};
}

} // namespace

// --- the view ------------------------------------------------------------------------------------

PictureReviewView::PictureReviewView(const QImage& picture, QWidget* parent) : QWidget(parent), picture_(picture) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(320, 280);
    setAccessibleName(tr("The picture and the puzzle read from it"));
    setAccessibleDescription(tr("Arrow keys move between cells; type a digit to fix a cell, 0 or Delete to empty it"));
    corners_ = insetCorners(picture.size());
}

void PictureReviewView::setCorners(const PictureCorners& corners) {
    corners_ = corners;
    update();
}

void PictureReviewView::setDigits(const std::array<int, 81>& digits, const std::vector<int>& suspect) {
    for (int cell = 0; cell < 81; ++cell)
        if (!fixed_.count(cell)) digits_[static_cast<std::size_t>(cell)] = digits[static_cast<std::size_t>(cell)];
    suspect_.clear();
    for (int cell : suspect)
        if (!fixed_.count(cell)) suspect_.insert(cell);
    digitsShown_ = true;
    update();
}

void PictureReviewView::setDigitsShown(bool shown) {
    digitsShown_ = shown;
    update();
}

void PictureReviewView::selectCell(int cell) {
    selected_ = std::clamp(cell, 0, 80);
    update();
}

QTransform PictureReviewView::pictureToWidget() const {
    if (picture_.isNull()) return {};
    const double scale = std::min(width() / static_cast<double>(picture_.width()), height() / static_cast<double>(picture_.height()));
    const double dx = (width() - picture_.width() * scale) / 2, dy = (height() - picture_.height() * scale) / 2;
    return QTransform(scale, 0, 0, scale, dx, dy);
}

QTransform PictureReviewView::gridToPicture() const {
    QTransform t;
    const QPolygonF square{QPointF(0, 0), QPointF(9, 0), QPointF(9, 9), QPointF(0, 9)};
    const QPolygonF outline{corners_[0], corners_[1], corners_[2], corners_[3]};
    if (!QTransform::quadToQuad(square, outline, t)) return {};
    return t;
}

QPointF PictureReviewView::cornerOnWidget(int corner) const {
    return pictureToWidget().map(corners_[static_cast<std::size_t>(corner)]);
}

QPointF PictureReviewView::cellCentreOnWidget(int cell) const {
    return pictureToWidget().map(gridToPicture().map(QPointF(cell % 9 + 0.5, cell / 9 + 0.5)));
}

std::optional<int> PictureReviewView::cellAt(QPointF widgetPoint) const {
    bool invertible = false;
    const QTransform toGrid = (gridToPicture() * pictureToWidget()).inverted(&invertible);
    if (!invertible) return std::nullopt;
    const QPointF p = toGrid.map(widgetPoint);
    if (p.x() < 0 || p.y() < 0 || p.x() >= 9 || p.y() >= 9) return std::nullopt;
    return static_cast<int>(p.y()) * 9 + static_cast<int>(p.x());
}

void PictureReviewView::setDigit(int cell, int digit) {
    digits_[static_cast<std::size_t>(cell)] = digit;
    suspect_.erase(cell); // the player has looked at it
    fixed_.insert(cell);
    digitsShown_ = true;
    update();
    emit digitsEdited();
}

void PictureReviewView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.fillRect(rect(), palette().window());
    const QTransform toWidget = pictureToWidget();
    p.setTransform(toWidget);
    p.drawImage(QPointF(0, 0), picture_);
    p.resetTransform();

    const QTransform gridToWidget = gridToPicture() * toWidget;
    auto cellPolygon = [&](int cell) {
        const double c = cell % 9, r = cell / 9;
        return gridToWidget.map(QPolygonF{QPointF(c, r), QPointF(c + 1, r), QPointF(c + 1, r + 1), QPointF(c, r + 1)});
    };
    // The outline and the box lines, dark on a white halo so they show on any picture.
    QPainterPath lines;
    for (int i = 0; i <= 9; i += 3) {
        lines.moveTo(gridToWidget.map(QPointF(i, 0)));
        lines.lineTo(gridToWidget.map(QPointF(i, 9)));
        lines.moveTo(gridToWidget.map(QPointF(0, i)));
        lines.lineTo(gridToWidget.map(QPointF(9, i)));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, 5));
    p.drawPath(lines);
    p.setPen(QPen(QColor(0, 90, 200), 2));
    p.drawPath(lines);

    if (digitsShown_) {
        for (int cell = 0; cell < 81; ++cell) {
            const QPolygonF polygon = cellPolygon(cell);
            const QRectF box = polygon.boundingRect();
            const double side = std::min(box.width(), box.height());
            const bool doubtful = suspect_.count(cell) > 0;
            if (doubtful) {
                // Dashed frame and a "?" in the corner: seen without colour too.
                p.setPen(QPen(Qt::white, 4));
                p.drawPolygon(polygon);
                p.setPen(QPen(QColor(200, 80, 0), 2, Qt::DashLine));
                p.drawPolygon(polygon);
            }
            const int digit = digits_[static_cast<std::size_t>(cell)];
            const QPointF centre = polygon.boundingRect().center();
            if (digit != 0) {
                // In the cell's top right corner, clear of a printed digit in its middle.
                const QRectF label(centre.x() + side * 0.14, centre.y() - side * 0.47, side * 0.33, side * 0.33);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(255, 255, 255, 230));
                p.drawRoundedRect(label, 3, 3);
                QFont font = p.font();
                font.setPixelSize(std::max(8, static_cast<int>(side * 0.28)));
                font.setBold(true);
                p.setFont(font);
                p.setPen(QColor(0, 60, 160));
                p.drawText(label, Qt::AlignCenter, QString::number(digit));
                p.setBrush(Qt::NoBrush);
            }
            if (doubtful) {
                QFont font = p.font();
                font.setPixelSize(std::max(8, static_cast<int>(side * 0.22)));
                font.setBold(true);
                p.setFont(font);
                const QRectF mark(centre.x() - side * 0.47, centre.y() - side * 0.47, side * 0.28, side * 0.28);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(200, 80, 0));
                p.drawEllipse(mark);
                p.setPen(Qt::white);
                p.drawText(mark, Qt::AlignCenter, QStringLiteral("?"));
                p.setBrush(Qt::NoBrush);
            }
        }
    }
    if (hasFocus() || digitsShown_) {
        p.setPen(QPen(Qt::white, 5));
        p.drawPolygon(cellPolygon(selected_));
        p.setPen(QPen(Qt::black, 3));
        p.drawPolygon(cellPolygon(selected_));
    }
    // The handles.
    for (int corner = 0; corner < 4; ++corner) {
        p.setPen(QPen(Qt::white, 2));
        p.setBrush(corner == dragged_ ? QColor(200, 80, 0) : QColor(0, 90, 200));
        p.drawEllipse(cornerOnWidget(corner), kHandleRadius, kHandleRadius);
    }
}

void PictureReviewView::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton) return;
    const QPointF at = event->position();
    double best = kGrabDistance;
    dragged_ = -1;
    for (int corner = 0; corner < 4; ++corner) {
        const double d = QLineF(at, cornerOnWidget(corner)).length();
        if (d <= best) {
            best = d;
            dragged_ = corner;
        }
    }
    if (dragged_ >= 0) {
        update();
        return;
    }
    if (const auto cell = cellAt(at)) selectCell(*cell);
}

void PictureReviewView::mouseMoveEvent(QMouseEvent* event) {
    if (dragged_ < 0) {
        bool nearCorner = false;
        for (int corner = 0; corner < 4; ++corner)
            nearCorner = nearCorner || QLineF(event->position(), cornerOnWidget(corner)).length() <= kGrabDistance;
        setCursor(nearCorner ? Qt::SizeAllCursor : Qt::ArrowCursor);
        return;
    }
    bool invertible = false;
    const QPointF onPicture = pictureToWidget().inverted(&invertible).map(event->position());
    if (!invertible) return;
    corners_[static_cast<std::size_t>(dragged_)] =
        QPointF(std::clamp(onPicture.x(), 0.0, static_cast<double>(picture_.width())),
                std::clamp(onPicture.y(), 0.0, static_cast<double>(picture_.height())));
    update();
}

void PictureReviewView::mouseReleaseEvent(QMouseEvent* event) {
    if (dragged_ < 0 || event->button() != Qt::LeftButton) return;
    mouseMoveEvent(event);
    dragged_ = -1;
    update();
    emit cornersDragged(corners_);
}

void PictureReviewView::keyPressEvent(QKeyEvent* event) {
    const int row = selected_ / 9, col = selected_ % 9;
    switch (event->key()) {
    case Qt::Key_Left: selectCell(row * 9 + (col + 8) % 9); return;
    case Qt::Key_Right: selectCell(row * 9 + (col + 1) % 9); return;
    case Qt::Key_Up: selectCell((row + 8) % 9 * 9 + col); return;
    case Qt::Key_Down: selectCell((row + 1) % 9 * 9 + col); return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: setDigit(selected_, 0); return;
    default: break;
    }
    const QString text = event->text();
    if (text.size() == 1 && text[0] >= QLatin1Char('0') && text[0] <= QLatin1Char('9')) {
        setDigit(selected_, text[0].digitValue());
        return;
    }
    QWidget::keyPressEvent(event);
}

// --- the dialog ----------------------------------------------------------------------------------

PictureReviewDialog::PictureReviewDialog(const QImage& picture, const QString& name, AnalysisSession* session, QWidget* parent)
    : QDialog(parent), session_(session), picture_(picture) {
    setWindowTitle(tr("Puzzle from %1").arg(name));
    auto* layout = new QVBoxLayout(this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    layout->addWidget(status_);
    busy_ = new QProgressBar(this);
    busy_->setRange(0, 0); // busy: the reader reports no steps
    busy_->setAccessibleName(tr("Reading the picture"));
    layout->addWidget(busy_);
    view_ = new PictureReviewView(picture, this);
    layout->addWidget(view_, 1);
    auto* help = new QLabel(tr("Click a cell (or move with the arrow keys) and type its digit; 0 or Delete empties it. "
                               "Cells marked ? were hard to read. Drag a round handle onto a corner of the grid to read "
                               "it from there. Esc cancels the reading."),
                            this);
    help->setWordWrap(true);
    layout->addWidget(help);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    accept_ = buttons_->addButton(tr("&Accept"), QDialogButtonBox::AcceptRole);
    accept_->setToolTip(tr("Put these digits on the board in Enter mode, to check and then Start Playing"));
    accept_->setAutoDefault(false);
    buttons_->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(session_, &AnalysisSession::pictureRead, this, &PictureReviewDialog::onRead);
    connect(view_, &PictureReviewView::cornersDragged, this, [this](const PictureCorners& corners) { read(corners); });
    connect(view_, &PictureReviewView::digitsEdited, this, [this] {
        solutions_ = -1;
        found_ = true; // the player's own digits count as a reading
        describe();
    });
    view_->setFocus();
    read(std::nullopt);
}

PictureReviewDialog::~PictureReviewDialog() {
    if (reading_) session_->drop(Work::ReadPicture);
}

std::array<int, 81> PictureReviewDialog::digits() const { return view_->digits(); }

QString PictureReviewDialog::statusText() const { return status_->text(); }

void PictureReviewDialog::read(const std::optional<PictureCorners>& corners) {
    setReading(true);
    session_->readPicture(picture_, corners);
}

void PictureReviewDialog::setReading(bool on) {
    reading_ = on;
    busy_->setVisible(on);
    accept_->setEnabled(!on && found_);
    if (on) status_->setText(AnalysisSession::workName(Work::ReadPicture));
}

void PictureReviewDialog::onRead(const PictureReading& reading) {
    if (!reading_) return; // another dialog's, or dropped
    setReading(false);
    if (reading.end == JobEnd::Cancelled) {
        status_->setText(tr("Reading cancelled. Drag the handles onto the grid's corners to read it from there, or "
                            "type the digits yourself."));
        return;
    }
    found_ = reading.found;
    view_->setCorners(reading.corners == PictureCorners{} ? view_->corners() : reading.corners);
    if (!reading.found) {
        solutions_ = -1;
        status_->setText(reading.problem);
        accept_->setEnabled(false);
        return;
    }
    view_->setDigits(reading.digits, reading.suspect);
    solutions_ = reading.solutions;
    describe();
}

void PictureReviewDialog::describe() {
    accept_->setEnabled(!reading_ && found_);
    const std::array<int, 81> digits = view_->digits();
    const int givens = static_cast<int>(std::count_if(digits.begin(), digits.end(), [](int d) { return d != 0; }));
    const int doubtful = static_cast<int>(view_->suspect().size());
    QString text = tr("%n digit(s) read.", "", givens);
    if (doubtful > 0) text += QLatin1Char(' ') + tr("%n cell(s) marked ? to check against the picture.", "", doubtful);
    switch (solutions_) {
    case 0: text += QLatin1Char(' ') + tr("These digits have no solution: some must be wrong."); break;
    case 1: text += QLatin1Char(' ') + tr("These digits have exactly one solution."); break;
    case 2: text += QLatin1Char(' ') + tr("These digits have more than one solution: a digit may be missing."); break;
    default: text += QLatin1Char(' ') + tr("Start Playing checks the puzzle once it is on the board."); break;
    }
    status_->setText(text);
}

void PictureReviewDialog::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && reading_) {
        session_->cancel(Work::ReadPicture); // the reply comes back Cancelled
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

} // namespace qudoku::ui
